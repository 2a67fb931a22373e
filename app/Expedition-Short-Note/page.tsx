import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Expedition Short Note',
  description: 'Short notes on every expedition of the Mountaineers’ Association of Krishnanagar: teams, camps, summits and outcomes, 1987 to 2024.',
  path: routes.shortNote,
});

export default function Page() {
  return <PageHeader title="Expedition Short Note" trail={[{ label: 'Expedition Short Note' }]} lead="Teams, camps, summits and outcomes, year by year." />;
}
