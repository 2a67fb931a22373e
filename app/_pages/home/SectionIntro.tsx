import type { ReactNode } from 'react';

type SectionIntroProps = { id: string; eyebrow: string; title: string; children?: ReactNode };

/** A home-page section's eyebrow, h2 (which labels the section through `id`) and short lead. */
export function SectionIntro({ id, eyebrow, title, children }: SectionIntroProps) {
  return (
    <div className="max-w-3xl">
      <p className="font-display text-sm uppercase tracking-[0.2em] text-navy-700">{eyebrow}</p>
      <h2 id={id} className="mt-1 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-3 text-lg text-slate-700">{children}</p>}
    </div>
  );
}
