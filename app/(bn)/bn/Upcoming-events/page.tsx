import { UpcomingEventsPage, upcomingEventsMetadata } from '@/app/_pages/upcomingEvents/UpcomingEventsPage';

export function generateMetadata() {
  return upcomingEventsMetadata('bn');
}

export default function Page() {
  return <UpcomingEventsPage lang="bn" />;
}
