type LogoProps = { className?: string; title?: string };

/** The club's mark: two peaks inside a rope ring, with a summit flag. Our own drawing. */
export function Logo({ className, title }: LogoProps) {
  return (
    <svg viewBox="0 0 64 64" className={className} role={title ? 'img' : undefined} aria-hidden={title ? undefined : true} aria-label={title}>
      <circle cx="32" cy="32" r="30" fill="#0b1f3a" />
      <circle cx="32" cy="32" r="27" fill="none" stroke="#f5b942" strokeWidth="2" strokeDasharray="4 3" />
      <path d="M9 46 L24 24 L31 33 L40 18 L55 46 Z" fill="#8fb3de" />
      <path d="M40 18 L35 26 L38.5 25 L40 28 L42 24.5 L45 26 Z M24 24 L20.5 29.5 L23.5 28.5 L25.5 30.5 Z" fill="#ffffff" />
      <path d="M40 18 V9" stroke="#ffffff" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M40.8 9.2 L47 11.2 L40.8 13.4 Z" fill="#f5b942" />
      <path d="M9 46 H55" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}
