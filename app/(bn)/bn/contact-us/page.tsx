import { ContactPage, contactMetadata } from '@/app/_pages/contact/ContactPage';

export function generateMetadata() {
  return contactMetadata('bn');
}

export default function Page() {
  return <ContactPage lang="bn" />;
}
