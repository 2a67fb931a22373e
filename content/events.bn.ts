import type { EventInput } from '@/lib/schema/event';

/** Bengali twin of content/events.ts: the same events, dates and links, in Bengali. */
export const eventEntries = [
  {
    slug: 'adventure-course-7',
    title: '৭ম অ্যাডভেঞ্চার কোর্স',
    kind: 'course',
    place: 'সিরকাবাদ, পুরুলিয়া',
    description:
      'ক্লাবের মূল ওয়েবসাইটে পুরুলিয়া জেলার সিরকাবাদে তার সপ্তম অ্যাডভেঞ্চার কোর্সের ঘোষণা ছিল। এই সাইট কোর্সের তারিখ জানে না; আবেদনপত্র (ইংরেজিতে) ডাউনলোড করা যায়।',
    courseSlug: 'adventure-course-7',
  },
  {
    slug: 'rock-climbing-course-40',
    title: '৪০তম রক ক্লাইম্বিং কোর্স',
    kind: 'course',
    place: 'শুশুনিয়া পাহাড়, বাঁকুড়া',
    description:
      'ক্লাবের মূল ওয়েবসাইটে বাঁকুড়া জেলার শুশুনিয়া পাহাড়ে তার পাঁচ দিনের রক ক্লাইম্বিং কোর্সের চল্লিশতম পর্বের ঘোষণা ছিল। এই সাইট কোর্সের তারিখ জানে না; আবেদনপত্র (ইংরেজিতে) ডাউনলোড করা যায়।',
    courseSlug: 'rock-climbing-course-40',
  },
  {
    slug: 'sandakphu-phalut-womens-trek-2024',
    title: 'শুধু মহিলাদের ট্রেক দল সান্দাকফু ও ফালুটের পথে কৃষ্ণনগর ছাড়ল',
    kind: 'trek',
    // Only the departure day is known, so the event is that day, and its place is where the team left from.
    startDate: '2024-11-03',
    place: 'কৃষ্ণনগর',
    description:
      'ক্লাবের প্রথম শুধু মহিলাদের ট্রেক দলের নয় জন সদস্য ৩ নভেম্বর ২০২৪ কৃষ্ণনগর ছাড়েন। নবদ্বীপ ও নিউ জলপাইগুড়ি হয়ে তাঁরা ভারেং যান, সেখান থেকে সিঙ্গালিলা পাস ও ফালুট হয়ে সান্দাকফু (৩৬৩৬ মিটার) পর্যন্ত পাঁচ দিনের, ৬৫ কিলোমিটারের পরিকল্পিত ট্রেকের জন্য।',
  },
  {
    slug: 'manaslu-2022-press-conference',
    title: 'সাংবাদিক সম্মেলন: মানাসলু অভিযান ২০২২',
    kind: 'press-conference',
    startDate: '2022-08-28',
    place: 'কলকাতা প্রেস ক্লাব',
    description:
      'দল নেপালের উদ্দেশে রওনা হওয়ার তিন দিন আগে ক্লাব কলকাতা প্রেস ক্লাবে বসন্ত সিংহ রায়ের নেতৃত্বাধীন তার ২০২২ সালের মানাসলু (৮১৬৩ মিটার) অভিযানটি তুলে ধরে।',
    expeditionSlug: 'mansalu-2022',
  },
  {
    slug: 'everest-2010-press-conference',
    title: 'সাংবাদিক সম্মেলন: এভারেস্ট অভিযান ২০১০',
    kind: 'press-conference',
    startDate: '2010-03-26',
    place: 'ক্যালকাটা প্রেস ক্লাব',
    description:
      '১ এপ্রিল ২০১০ দল যাত্রা শুরু করার কয়েক দিন আগে ক্লাব ক্যালকাটা প্রেস ক্লাবে বসন্ত সিংহ রায়ের নেতৃত্বাধীন তার এভারেস্ট অভিযানটি তুলে ধরে।',
    expeditionSlug: 'Everest-2010',
  },
] satisfies EventInput[];
