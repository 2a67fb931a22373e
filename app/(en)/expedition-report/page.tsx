import { ReportListPage, reportListMetadata } from '@/app/_pages/reportList/ReportListPage';

export function generateMetadata() {
  return reportListMetadata('en');
}

export default function Page() {
  return <ReportListPage lang="en" />;
}
