import type { Page } from "../types.ts";

const page: Page = {
  path: "/exam-stress",
  reviewed: "2026-11-26",
  title: "Exam stress",
  description:
    "For students under pressure from boards, JEE, NEET and results: what exam stress feels like, getting through results day, living away from home for coaching, when to get help, and what parents can do.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Students and parents",
      title: "Exam stress: when the pressure feels too much",
      lead: "Boards, JEE, NEET and the wait for results can weigh on anyone. Some stress keeps you working; too much makes it hard to study, sleep or think clearly. Here is what helps, what to do on results day, and when to ask for more support.",
      icon: "brain",
    },
    {
      kind: "card-grid",
      heading: "What exam pressure can feel like",
      intro:
        "Stress shows up in the body and the mind. Noticing it early makes it easier to deal with.",
      columns: 3,
      cards: [
        {
          title: "In your body",
          body: "Headaches, a tight chest or stomach aches before tests, trouble falling asleep, feeling tired all the time, or not feeling like eating.",
          icon: "activity",
        },
        {
          title: "In your thoughts",
          body: '"Everyone is ahead of me." "If I fail, my life is over." Reading the same page again and again, or going blank in a test you prepared for.',
          icon: "brain",
        },
        {
          title: "In what you do",
          body: "Avoiding your books, scrolling late into the night, snapping at family, or pulling away from friends.",
          icon: "smartphone",
        },
      ],
    },
    {
      kind: "list",
      heading: "What helps with exam pressure",
      style: "check",
      items: [
        {
          title: "Shrink the work",
          body: "Write every pending task on one sheet and circle the three that matter for the next test. A plan you can finish feels calmer than a pile you can't.",
        },
        {
          title: "Protect your sleep",
          body: "Teenagers need {fact:teen-sleep} of sleep a night. A rested brain remembers more than a tired one that studied an hour longer.",
        },
        {
          title: "Move and breathe",
          body: "A 20-minute walk, some stretching, or breathing in for four counts and out for six calms the body's stress response.",
        },
        {
          title: "Compare with yourself, not the topper",
          body: "Your trend over your last few tests says more than one rank in a batch. Note one thing that went better each time.",
        },
        {
          title: "Talk to someone every day",
          body: "A friend, parent, sibling, teacher or mentor. Saying the worry out loud often makes it smaller.",
        },
      ],
    },
    {
      kind: "accordion",
      id: "results-day",
      heading: "Results day, and the days after",
      items: [
        {
          title: "Before the result",
          body: [
            "Decide with your family how you will check the result and who will be with you. Keep the day simple: no big gatherings and no comparing on social media.",
            "Think through a plan B in advance, such as another college, a different course or another attempt, so that a disappointing result comes with a next step.",
          ],
        },
        {
          title: "If the result is not what you hoped",
          body: [
            "Let yourself feel it: disappointment, anger or numbness are normal. Give it a day or two before you make any big decision.",
            "A result measures one exam on one day. It is not a measure of your worth, and it does not close every door: re-evaluation, supplementary exams, other entrance exams and other courses are all ways forward.",
          ],
          link: { label: "Read: deciding on a drop year", href: "/strategic-decision-support" },
        },
        {
          title: "If the news is hard to carry",
          body: [
            "If you feel hopeless, or have thoughts of ending your life, please talk to someone today: call Tele-MANAS on {line:tele-manas}, free, 24 hours a day, in your language.",
          ],
          link: { label: "Help for suicidal thoughts", href: "/help-for-suicidal-thoughts" },
        },
      ],
    },
    {
      kind: "accordion",
      id: "away-from-home",
      heading: "Living away from home for coaching",
      intro:
        "Every year many students move to a coaching city such as Kota, Hyderabad or Delhi at 15 or 16. Living alone while preparing for a hard exam brings its own pressures; these steps help.",
      items: [
        {
          title: "Build a small routine and a small circle",
          body: [
            "Fixed times to wake, eat and sleep steady the week. Find one or two people you can talk to honestly: a roommate, a senior, a teacher.",
          ],
          points: [
            "Eat proper meals at regular times, even on test days.",
            "Keep one slot a week for something that is not study: a walk, a game, a call home.",
          ],
        },
        {
          title: "Stay close to home, even from far away",
          body: [
            "Agree on a regular call with your family, and talk about how you are, not only about marks. Plan a visit home in the first few months.",
          ],
        },
        {
          title: "Know who to turn to",
          body: [
            "Save the number of your hostel warden, your institute's counsellor and Tele-MANAS ({line:tele-manas}) in your phone on the first day. Asking for help early is much easier than waiting until things feel unbearable.",
          ],
        },
        {
          title: "It is all right to change the plan",
          body: [
            "If the move is not working, moving back home, changing institutes or switching to a test series is a sensible decision, not a failure.",
          ],
          link: { label: "Read: choosing coaching", href: "/choosing-coaching" },
        },
      ],
    },
    {
      kind: "list",
      heading: "When stress becomes something to get help for",
      intro:
        "Talk to a counsellor, a doctor or Tele-MANAS if any of these last two weeks or more. This is guidance, not a diagnosis: a professional can tell what is going on.",
      style: "bullet",
      items: [
        "Feeling low, hopeless or empty most days",
        "Sleeping far less or far more than usual, or not being able to get up",
        "Panic: a racing heart, breathlessness or shaking that comes in waves",
        "Losing interest in friends, food or things you used to enjoy",
        "Using alcohol, drugs or sleeping pills to cope",
        "Thoughts of hurting yourself or that life is not worth living: talk to someone today, not in two weeks",
      ],
    },
    {
      kind: "card-grid",
      heading: "What parents can do",
      intro:
        "Your child listens to your reactions more than to your advice. These small changes lower the pressure at home.",
      columns: 2,
      cards: [
        {
          title: "Ask about them, not only the marks",
          body: "Ask how they are sleeping, eating and feeling. Listen to the answer without jumping to solutions.",
          icon: "message-circle",
        },
        {
          title: "Say that your love doesn't depend on the result",
          body: "Say it before the exam and again on results day. Avoid comparing them with cousins, neighbours or toppers.",
          icon: "heart-handshake",
        },
        {
          title: "Notice the signs",
          body: "Withdrawal, sleeplessness, talk of being a burden or of not wanting to live are signs to act on, not to wait out. Stay close, and call Tele-MANAS ({line:tele-manas}) together.",
          icon: "eye",
        },
        {
          title: "Keep the door open to a change of plan",
          body: "Tell them that a different course, college or city is possible. Knowing there is a way out of a plan that isn't working relieves a lot of pressure.",
          icon: "compass",
        },
      ],
    },
    {
      kind: "cta",
      heading: "Need to talk to someone?",
      body: "Tele-MANAS counsellors answer free, 24 hours a day, on {line:tele-manas}. For longer-term help, our mental health guide explains who does what and how to find them.",
      actions: [
        { label: "Mental health support", href: "/mental-health-support" },
        {
          label: "Help for suicidal thoughts",
          href: "/help-for-suicidal-thoughts",
          variant: "secondary",
        },
      ],
    },
  ],
};

export default page;
