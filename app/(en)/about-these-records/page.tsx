import { RecordsPage, recordsMetadata } from '@/app/_pages/records/RecordsPage';

export function generateMetadata() {
  return recordsMetadata('en');
}

export default function Page() {
  return <RecordsPage lang="en" />;
}
