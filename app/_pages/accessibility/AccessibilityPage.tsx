import { SiteLink } from '@/components/site/SiteLink';
import type { ReactNode } from 'react';
import type { Room } from '@/app/_pages/routeFactory';
import { PageHeader } from '@/components/site/PageHeader';
import { Section } from '@/components/site/Section';
import { accessibilityStatementDate } from '@/content/accessibility';
import { axePhoneRuleTags, axeRuleTags, checkerNames, checkerPackages, checkWidths, htmlcsStandard, minTargetSize, wcagTarget } from '@/lib/accessibility/checks';
import { publishedEmail } from '@/lib/contact/publicContact';
import type { Edition } from '@/lib/edition';
import { pageMetadata } from '@/lib/pageMetadata';
import { hrefs, routes } from '@/lib/routes';

/** Machine names (rule tags, packages, standards) as the tests spell them. */
function Codes({ values }: { values: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {values.map((value) => (
        <li key={value}>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-navy-900">{value}</code>
        </li>
      ))}
    </ul>
  );
}

/** A checker's own name, in Latin letters: marked as English on every edition's page. */
const CheckerName = ({ name }: { name: string }) => <span lang="en">{name}</span>;

/** One check: its name, what it checks, and its figures (each a term and its value). */
function Check({ id, name, what, facts }: { id: string; name: ReactNode; what: string; facts: { term: string; value: ReactNode }[] }) {
  return (
    <li data-check={id} className="card p-5">
      <h3 className="text-xl font-semibold">{name}</h3>
      <p className="mt-2 max-w-prose text-slate-800">{what}</p>
      {facts.length > 0 && (
        <dl className="mt-4 space-y-3">
          {facts.map((fact) => (
            <div key={fact.term}>
              <dt className="text-sm font-semibold text-slate-600">{fact.term}</dt>
              <dd className="mt-1">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/**
 * The accessibility statement (/accessibility/): words in content/<lang>/accessibility.ts; every
 * figure it states (WCAG version and level, checkers, rule tags, widths, target size) from
 * lib/accessibility/checks.ts, the module the tests read, so the page says what the tests do.
 */
export function AccessibilityPage({ ed }: { ed: Edition }) {
  const w = ed.words.accessibility;
  const { digits } = ed.format;
  const px = (width: number) => `${digits(width)} ${w.pixels}`;
  const widths = (list: readonly number[]) => list.map(px).join(', ');
  const target = `${digits(minTargetSize)} × ${px(minTargetSize)}`;
  const email = publishedEmail(ed.club);

  return (
    <>
      <PageHeader ed={ed} title={w.title} trail={[{ label: w.title }]} lead={w.lead} />
      <div className="container-page space-y-14 py-10 sm:py-14">
        <Section id="standard" heading={w.standardHeading} size="page">
          <p className="mt-4 max-w-prose text-lg leading-relaxed text-slate-800">{w.standardIntro}</p>
          <dl className="mt-6 grid max-w-md grid-cols-2 gap-3">
            <div className="card flex flex-col p-4">
              <dt className="text-sm text-slate-600">{w.version}</dt>
              <dd data-fact="wcag-version" className="order-first font-display text-3xl font-semibold text-navy-900">
                {wcagTarget.name} {digits(wcagTarget.version)}
              </dd>
            </div>
            <div className="card flex flex-col p-4">
              <dt className="text-sm text-slate-600">{w.level}</dt>
              <dd data-fact="wcag-level" className="order-first font-display text-3xl font-semibold text-navy-900">
                {wcagTarget.level}
              </dd>
            </div>
          </dl>
        </Section>

        <Section id="checks" heading={w.checksHeading} size="page" intro={w.checksIntro}>
          <ul className="mt-6 grid gap-4 lg:grid-cols-2">
            <Check
              id="axe"
              name={<CheckerName name={checkerNames.axe} />}
              what={w.checks.axe.what}
              facts={[
                { term: w.tool, value: <Codes values={[checkerPackages.axe]} /> },
                { term: w.ruleTags, value: <Codes values={axeRuleTags} /> },
                { term: w.widths, value: px(checkWidths.desktop) },
                {
                  term: w.checks.axe.phone,
                  value: (
                    <>
                      <Codes values={axePhoneRuleTags} />
                      <p className="mt-1">{px(checkWidths.phoneMenu)}</p>
                    </>
                  ),
                },
              ]}
            />
            <Check
              id="htmlcs"
              name={<CheckerName name={checkerNames.htmlcs} />}
              what={w.checks.htmlcs.what}
              facts={[
                { term: w.tool, value: <Codes values={[checkerPackages.htmlcs]} /> },
                { term: w.standard, value: <Codes values={[htmlcsStandard]} /> },
                { term: w.widths, value: px(checkWidths.desktop) },
              ]}
            />
            <Check
              id="targets"
              name={w.checks.targets.name}
              what={w.checks.targets.what}
              facts={[
                { term: w.checks.targets.size, value: target },
                { term: w.widths, value: px(checkWidths.phone) },
              ]}
            />
            <Check
              id="layout"
              name={w.checks.layout.name}
              what={w.checks.layout.what}
              facts={[
                { term: w.checks.layout.narrowest, value: px(checkWidths.narrowest) },
                { term: w.checks.layout.headerPhone, value: widths(checkWidths.headerPhone) },
                { term: w.checks.layout.headerDesktop, value: widths(checkWidths.headerDesktop) },
              ]}
            />
            <Check id="nu" name={<CheckerName name={checkerNames.nu} />} what={w.checks.nu.what} facts={[{ term: w.tool, value: <Codes values={[checkerPackages.nu]} /> }]} />
            <Check id="keyboard" name={w.checks.keyboard.name} what={w.checks.keyboard.what} facts={[]} />
            <Check id="language" name={w.checks.language.name} what={w.checks.language.what} facts={[]} />
          </ul>
        </Section>

        <Section id="limits" heading={w.limitsHeading} size="page" intro={w.limitsIntro}>
          <ul className="mt-4 max-w-prose list-disc space-y-3 pl-6 text-slate-800">
            {w.limits.map((limit) => (
              <li key={limit}>{limit}</li>
            ))}
          </ul>
        </Section>

        <Section id="report" heading={w.reportHeading} size="page">
          <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-slate-800">
            <p>{w.reportIntro}</p>
            <p>{email ? w.reportByMail : w.reportUnpublished}</p>
          </div>
          <p className="mt-6">
            <SiteLink href={ed.path(hrefs.contactForm())} className="button-secondary">
              {w.reportLink}
            </SiteLink>
          </p>
        </Section>

        <p className="text-slate-700">
          {w.dateLabel} <time dateTime={accessibilityStatementDate}>{ed.format.date(accessibilityStatementDate)}</time>
        </p>
      </div>
    </>
  );
}

/** The accessibility statement's room. */
export const accessibilityRoom: Room = {
  metadata: (ed) =>
    pageMetadata(ed, { title: ed.words.accessibility.title, description: ed.words.accessibility.description, path: routes.accessibility }),
  Page: AccessibilityPage,
};
