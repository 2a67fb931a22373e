import { UpcomingEventsPage, upcomingEventsMetadata } from '@/app/_pages/upcomingEvents';

export function generateMetadata() {
  return upcomingEventsMetadata('en');
}

export default function Page() {
  return <UpcomingEventsPage lang="en" />;
}
