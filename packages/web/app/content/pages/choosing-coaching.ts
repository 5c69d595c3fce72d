import type { Page } from "../types.ts";

const page: Page = {
  path: "/choosing-coaching",
  reviewed: "2026-11-23",
  title: "Choosing coaching",
  description:
    "How to decide whether you need JEE, NEET or board coaching, how to judge an institute before paying, and how to balance school, coaching and self-study.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "Choosing coaching without regret",
      lead: "Coaching is often the largest education cost a family pays before college. These eight questions help you spend that money, and two years of a student's life, well.",
      icon: "users",
    },
    {
      kind: "accordion",
      heading: "Eight questions to answer before you pay",
      items: [
        {
          title: "Do you need coaching at all?",
          body: [
            "Coaching is useful when it gives you structure you can't build alone, regular tests, and teachers who can clear doubts quickly. It is not a requirement: students clear JEE and NEET every year with NCERT, good reference books, previous papers and a test series.",
            "Try this test: for one month, study on your own from a fixed timetable and take one timed mock. If you kept to the plan and your doubts were the main problem, a doubt-solving or test-series programme may be enough. If you could not keep to any plan, full coaching's structure may be worth it.",
          ],
        },
        {
          title: "Offline, online or hybrid?",
          body: [
            "Offline classes give fixed hours, classmates to compete with and teachers who notice when you are lost. Online classes save travel time and cost less, but they demand a lot of self-discipline.",
            "A hybrid often works well: a local offline test series plus recorded lectures for topics you find hard.",
          ],
          points: [
            "Choose offline if you struggle to start studying without someone watching.",
            "Choose online only if you already keep a daily routine and can keep the phone for classes only.",
          ],
        },
        {
          title: "How to choose an institute",
          body: [
            "Shortlist two or three institutes within reasonable travel time and compare them on the same points: who teaches your batch, batch size, the test schedule, doubt-solving, and what current students say.",
            "Attend a demo class at each. Sit at the back. Could you follow the teacher? Did anyone ask a question, and how was it answered?",
            "If you are considering an online programme, read about its hidden costs first: many students find they watch more and solve less.",
          ],
          link: { label: "Read: the online coaching paradox", href: "/online-coaching-downsides" },
        },
        {
          title: "Batch size and faculty",
          body: [
            "Ask for the number of students in the batch you will join, not the average. In a batch of 150 a shy student may go a whole year without asking a question; in a batch of 30-40 the teacher learns your name.",
            "Ask which teachers will teach your batch, for how long they have taught there, and what happens if one leaves mid-year.",
          ],
        },
        {
          title: "Tests and doubt-solving",
          body: [
            "Regular tests that are discussed afterwards are the most useful thing an institute gives you. A test that is marked but never reviewed is just a number.",
          ],
          points: [
            "Look for a weekly or fortnightly chapter test and a full mock at least once a month in the final year.",
            "Ask how doubts are solved: fixed doubt hours with faculty, a doubt desk, or only a chat group.",
            "Ask for an analysis after each test showing chapter-wise accuracy.",
          ],
        },
        {
          title: "Fees, scholarships and refunds",
          body: [
            "Ask for the total cost in writing: tuition, study material, test series, GST and any hostel or transport. Many institutes offer fee waivers through their own scholarship tests; take them, but don't choose an institute only for the discount.",
            "Read the refund policy before paying. If possible, pay in instalments rather than for two years in advance.",
          ],
        },
        {
          title: "Moving away (Kota and other hubs) or staying home?",
          body: [
            "Moving to a coaching hub at 15 or 16 means living alone, managing money, food and loneliness while preparing for the hardest exam of your life. Some students thrive; many struggle quietly.",
            "Staying home with good local coaching or a test series keeps family support close, and home-cooked food and a familiar room matter more than they sound.",
          ],
          points: [
            "If you do move: agree a weekly video call, know the hostel warden's number, and plan a visit home in the first three months.",
            "Parents: ask how your child is sleeping and eating, not only about test marks.",
          ],
        },
        {
          title: "Balancing school, coaching and self-study",
          body: [
            "Your rank comes from the problems you solve on your own. Classes only show you how. Protect at least 3 hours of self-study on every coaching day, and more on holidays.",
            "Example day for a Class 11 student: up at 6:30 am, school 8 am-2 pm, rest and lunch, coaching 4-7 pm, dinner, then 8-10 pm for that day's homework and one revision block, and lights out by 10:30 pm. That leaves about 8 hours of sleep, the least a teenager needs: sleep experts advise {fact:teen-sleep} a night from 13 to 18. Put the rest of the self-study on holidays and the morning, not late at night.",
          ],
          points: [
            "Don't skip school practicals: board marks still decide eligibility.",
            "If you can't find the self-study hours, cut a class or a commute, not sleep.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      heading: "Want a second opinion on an institute?",
      body: "Tell us the options you are weighing and your budget. A counsellor will help you compare them honestly.",
      actions: [
        {
          label: "Book a counselling session",
          href: "/request?kind=guidance&source=/choosing-coaching",
        },
        { label: "Academic counselling", href: "/academic-counseling" },
      ],
    },
  ],
};

export default page;
