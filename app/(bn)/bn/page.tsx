import { HomePage, homeMetadata } from '@/app/_pages/home/HomePage';

export const metadata = homeMetadata('bn');

export default function Page() {
  return <HomePage lang="bn" />;
}
