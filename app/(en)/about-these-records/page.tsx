import { RecordsPage, recordsMetadata } from '@/app/_pages/records';

export function generateMetadata() {
  return recordsMetadata('en');
}

export default function Page() {
  return <RecordsPage lang="en" />;
}
