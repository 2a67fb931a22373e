import type { ActivitiesOverlay } from '@/lib/schema/activity';

/** The club's activities in Bengali, by id (content/activities.ts): what it does and how often, as the club states it. */
export const activitiesBn: ActivitiesOverlay = [
  {
    id: 'himalayan-expedition',
    name: 'হিমালয় অভিযান',
    frequency: 'প্রতি বছর',
    description: 'হিমালয়ের কোনও শৃঙ্গে পর্বতারোহণ অভিযান; ক্লাবের দলগুলি লাহৌল ও গাড়োয়াল থেকে নেপালের আট-হাজারি শৃঙ্গ পর্যন্ত গিয়েছে।',
  },
  {
    id: 'rock-climbing-course',
    name: 'রক ক্লাইম্বিং কোর্স',
    frequency: 'প্রতি বছর',
    description: 'বাঁকুড়া জেলার শুশুনিয়া পাহাড়ের পাথরে পাঁচ দিনের কোর্স, সাধারণত ক্লাবে ঢোকার প্রথম ধাপ।',
  },
  {
    id: 'nature-study-camp',
    name: 'অ্যাডভেঞ্চার ও প্রকৃতিপাঠ শিবির',
    frequency: 'প্রতি বছর',
    description: 'ছোটদের জন্য একটি শিবির, যেখানে খোলা আকাশের নীচে অ্যাডভেঞ্চারের সঙ্গে প্রকৃতি সম্পর্কে শেখা হয়।',
  },
  {
    id: 'high-altitude-trekking',
    name: 'হাই অল্টিটিউড ট্রেকিং',
    frequency: 'বছরে ১ বা ২ বার',
    description: 'হিমাচল প্রদেশের পিন ভাবা পাস ট্রেকের মতো ট্রেক, আর ২০২৪ সালের নভেম্বরে সান্দাকফু ও ফালুটে ক্লাবের প্রথম শুধু মহিলাদের ট্রেক।',
  },
  {
    id: 'practice-camps',
    name: 'অনুশীলন শিবির',
    frequency: 'বছরে ৩ বা ৪ বার',
    description: 'যে শিবিরে ক্লাবের সদস্যরা অনুশীলন করেন।',
  },
  {
    id: 'medical-summer-camp',
    name: 'হিমালয়ে চিকিৎসা ও গ্রীষ্মকালীন শিবির',
    frequency: 'প্রতি বছর',
    description: 'পাহাড়ে একটি গ্রীষ্মকালীন শিবির, যা হিমালয়ের প্রত্যন্ত এলাকার মানুষের কাছে চিকিৎসা-সহায়তাও পৌঁছে দেয়।',
  },
  { id: 'slide-shows', name: 'স্লাইড শো', frequency: 'নিয়মিত', description: 'ক্লাবের আয়োজিত স্লাইড শো।' },
  {
    id: 'journal',
    name: 'পত্রিকা প্রকাশ',
    frequency: '২ বছরে একবার',
    description: 'ক্লাব প্রতি দুই বছরে নিজের একটি পত্রিকা প্রকাশ করে।',
  },
  { id: 'blood-donation', name: 'রক্তদান', description: 'ক্লাবের আয়োজিত রক্তদান শিবির।' },
];
