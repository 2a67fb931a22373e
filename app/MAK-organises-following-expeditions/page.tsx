import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'MAK organises following Expeditions',
  description: 'All 38 Himalayan expeditions of the Mountaineers’ Association of Krishnanagar from 1987 to 2024, with peaks, heights, years and results.',
  path: routes.expeditions,
});

export default function Page() {
  return <PageHeader title="MAK organises following Expeditions" trail={[{ label: 'Expeditions' }]} lead="The club has completed the following mountaineering expeditions." />;
}
