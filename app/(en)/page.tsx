import { HomePage, homeMetadata } from '@/app/_pages/home/HomePage';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomePage lang="en" />;
}
