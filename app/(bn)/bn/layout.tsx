import type { ReactNode } from 'react';
import '../../globals.css';
import { SiteLayout, siteMetadata, siteViewport } from '@/app/_pages/siteLayout/SiteLayout';

export const metadata = siteMetadata('bn');
export const viewport = siteViewport;

export default function BengaliLayout({ children }: { children: ReactNode }) {
  return <SiteLayout lang="bn">{children}</SiteLayout>;
}
