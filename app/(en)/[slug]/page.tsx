import { ReportPage, reportMetadata, reportStaticParams } from '@/app/_pages/report/ReportPage';

// One page per report slug, old spellings included; any other path is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = reportStaticParams;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return reportMetadata((await params).slug, 'en');
}

export default async function Page({ params }: Props) {
  return <ReportPage slug={(await params).slug} lang="en" />;
}
