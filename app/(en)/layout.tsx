import type { ReactNode } from 'react';
import '../globals.css';
import { SiteLayout, siteMetadata, siteViewport } from '@/app/_pages/siteLayout/SiteLayout';

export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteLayout lang="en">{children}</SiteLayout>;
}
