import './globals.css';
import { NotFoundPage, notFoundMetadata } from '@/app/_pages/notFound/NotFoundPage';
import { siteViewport } from '@/app/_pages/siteLayout/SiteLayout';

export const metadata = notFoundMetadata();
export const viewport = siteViewport;

export default NotFoundPage;
