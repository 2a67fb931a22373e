import { MemberPage, memberMetadata } from '@/app/_pages/member/MemberPage';

export function generateMetadata() {
  return memberMetadata('en');
}

export default function Page() {
  return <MemberPage lang="en" />;
}
