'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import type { ReactNode } from 'react';

type NavItem = { readonly label: string; readonly href: string };

type MainNavProps = {
  items: readonly NavItem[];
  helpLine: { tel: string; display: string };
  brand: ReactNode;
};

function samePath(a: string, b: string): boolean {
  const strip = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return strip(a) === strip(b);
}

/** The navbar: inline links on wide screens, an accessible disclosure on phones and tablets. */
export function MainNav({ items, helpLine, brand }: MainNavProps) {
  const pathname = usePathname() ?? '/';

  return (
    <Disclosure as="nav" aria-label="Main" className="container-page">
      {({ open, close }) => (
        <>
          <div className="flex min-h-16 items-center justify-between gap-4 py-2">
            {brand}
            <ul className="hidden items-center gap-0.5 xl:flex">
              {items.map((item) => {
                const current = samePath(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      className={`block whitespace-nowrap rounded-md px-2 py-2 text-[0.78rem] font-semibold uppercase tracking-wide transition-colors ${
                        current ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-sky-200/60'
                      }`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <div className="flex items-center gap-2">
              <a href={`tel:${helpLine.tel}`} className="button-summit whitespace-nowrap px-3 text-sm sm:px-4">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
                  <path d="M6.6 2.2 8.3 5.6a1.2 1.2 0 0 1-.3 1.4L6.6 8.2a10.6 10.6 0 0 0 5.2 5.2l1.2-1.4a1.2 1.2 0 0 1 1.4-.3l3.4 1.7a1.2 1.2 0 0 1 .6 1.4l-.6 2.2a1.8 1.8 0 0 1-1.9 1.3C8.3 17.7 2.3 11.7 1.7 4.1A1.8 1.8 0 0 1 3 2.2L5.2 1.6a1.2 1.2 0 0 1 1.4.6Z" />
                </svg>
                <span className="hidden sm:inline">HELP LINE NO.</span>
                <span className="sm:hidden">Call</span>
                <span className="sr-only"> {helpLine.display}</span>
              </a>
              <DisclosureButton
                className="inline-flex size-11 items-center justify-center rounded-md border border-navy-900/15 text-navy-900 hover:bg-sky-200/60 xl:hidden"
                aria-label={open ? 'Close menu' : 'Open menu'}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 stroke-current" fill="none" strokeWidth="2" strokeLinecap="round">
                  {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
                </svg>
              </DisclosureButton>
            </div>
          </div>
          <DisclosurePanel className="border-t border-navy-900/10 pb-3 xl:hidden">
            <ul className="grid gap-1 pt-2">
              {items.map((item) => {
                const current = samePath(pathname, item.href);
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => close()}
                      aria-current={current ? 'page' : undefined}
                      className={`flex min-h-11 items-center rounded-md px-3 text-sm font-semibold uppercase tracking-wide ${
                        current ? 'bg-navy-800 text-white' : 'text-navy-900 hover:bg-sky-200/60'
                      }`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
