import type { Page } from "../types.ts";

/**
 * Issue 29: the patient resources' "Meditation Audio" and "Guided Meditations", made real: a paced
 * breathing practice (the "breathing" section: frame/sections/breathing-section.tsx) and the
 * grounding and unhooking skills of WHO's "Doing What Matters in Times of Stress" (2020). The slow
 * breathing pace is the site's own suggestion (as on /mental-health-support), not WHO's.
 */
const page: Page = {
  path: "/breathing-practice",
  reviewed: "2026-11-29",
  title: "Breathing and relaxation practice",
  description:
    "A guided breathing and grounding practice for anxious waits in hospital, sleepless nights and caregiver fatigue: one to five minutes, paced on screen and, if you like, spoken aloud.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Patients and families",
      title: "A few slow breaths, wherever you are",
      lead: "For the anxious wait outside a ward, a night when sleep will not come, or a moment between caring for someone. It takes one to five minutes, and needs nothing but a place to sit or stand.",
      icon: "feather",
      actions: [{ label: "Start the practice", href: "/breathing-practice#practice" }],
    },
    {
      kind: "breathing",
      id: "practice",
      heading: "Breathe with the circle",
      intro:
        "Breathe in gently through your nose as the circle grows, for about four seconds, and out slowly as it shrinks, for about six. A longer out-breath helps the body settle. Choose a length and press Start.",
      pace: { in: 4, out: 6 },
      minutes: [1, 3, 5],
      startMinutes: 3,
      steps: [
        "Sit or stand comfortably. Let your shoulders drop and rest your feet flat on the floor.",
        "Breathe in gently through your nose for a slow count of four.",
        "Breathe out slowly for a count of six, through your mouth or nose, as if cooling a cup of tea.",
        "Keep going for one to five minutes. When your mind wanders, notice where it went, and come back to the next breath.",
        "At the end, feel your feet on the floor and notice three things you can see before you carry on.",
      ],
      words: {
        stepsHeading: "The steps, without the timer",
        length: "Length",
        minute: "min",
        start: "Start",
        pause: "Pause",
        resume: "Resume",
        stop: "Stop",
        speak: "Speak the cues",
        speakHint: "Uses your device's voice for English, if it has one. Off by default.",
        ready: "Ready when you are",
        breatheIn: "Breathe in…",
        breatheOut: "Breathe out…",
        paused: "Paused",
        done: "Well done. Notice how you feel.",
        left: "left",
        started: "Practice started",
        resumed: "Practice resumed",
        stopped: "Practice stopped",
        finished: "Practice finished. Notice how you feel.",
        noScript:
          "The timer needs JavaScript, which is off in this browser. The steps work just as well on their own: count four in, six out.",
      },
    },
    {
      kind: "card-grid",
      heading: "When it helps",
      intro:
        "Slow breathing will not change the news or the waiting, but it can steady your body enough to think, listen and rest.",
      columns: 2,
      cards: [
        {
          title: "An anxious wait",
          body: "Outside the ICU or the operation theatre, or in the queue for a report. Sit, put your feet on the floor and breathe with the circle for a minute.",
          icon: "hospital",
        },
        {
          title: "A night without sleep",
          body: "In bed or in a chair by the bedside. Turn the screen away or close your eyes and let the spoken cues pace you for five minutes.",
          icon: "moon",
        },
        {
          title: "Caregiver fatigue",
          body: "Between medicines, meals and phone calls. A three-minute pause is a small break you can take without leaving the patient.",
          icon: "hand-heart",
        },
        {
          title: "Before a hard conversation",
          body: "Before you meet the doctor or give family the news, a minute of slow breathing helps you listen and say what you need to.",
          icon: "message-circle",
        },
      ],
    },
    {
      kind: "list",
      id: "grounding",
      heading: "Grounding when feelings are strong",
      intro:
        "From {fact:who-doing-what-matters} (2020). When fear, anger or grief sweep over you like a storm, ground yourself: it does not make the storm go away, but it keeps you steady until it passes. It takes about half a minute, and you can do it anywhere.",
      style: "numbered",
      items: [
        {
          title: "Notice how you feel",
          body: 'Silently name what is happening inside you: "I am noticing fear", "Here is a tight chest", "I am having the thought that something bad will happen".',
        },
        {
          title: "Slow down and connect with your body",
          body: "Slowly push your feet into the floor. Straighten your back. Press your hands together. Breathe out slowly, all the way.",
        },
        {
          title: "Refocus on the world around you",
          body: "Look around and notice what you can see, hear, touch and smell: the chair under you, a voice down the corridor, the cloth of your sleeve.",
        },
      ],
    },
    {
      kind: "card-grid",
      heading: "Unhooking from difficult thoughts",
      intro:
        'The same WHO guide calls it "unhooking": when a worry grabs you and pulls you away from what you are doing, three small steps bring you back.',
      columns: 3,
      cards: [
        {
          title: "Notice",
          body: "Catch the moment a thought or feeling has hooked you: you have stopped hearing the person in front of you, or read the same line three times.",
          icon: "eye",
        },
        {
          title: "Name",
          body: 'Put it into words: "I am having the thought that…", "Here is worry", "Here is anger". Naming it gives you a little distance from it.',
          icon: "message-circle",
        },
        {
          title: "Refocus",
          body: "Bring your full attention back to what you are doing: the form you are filling, the tea in your hand, the person beside you.",
          icon: "target",
        },
      ],
    },
    {
      kind: "list",
      heading: "Good to know before you start",
      style: "bullet",
      items: [
        "Breathe gently, not deeply and fast. If you feel dizzy, light-headed or tingly, stop and breathe normally; it passes in a minute.",
        "With asthma, a lung or heart condition, or soon after chest or stomach surgery, breathe at whatever pace is comfortable. A shorter out-breath is fine.",
        "On oxygen or a breathing machine, change nothing: follow the rhythm only as far as is comfortable, and ask the nurse if you are unsure.",
        "This is a way to steady yourself, not a treatment. If worry, panic or sleeplessness keep coming back for weeks, talk to a doctor or to Tele-MANAS on {line:tele-manas}.",
      ],
    },
    {
      kind: "callout",
      tone: "urgent",
      heading: "Stop and get help at once",
      body: "Chest pain, breathlessness that does not settle with rest, fainting, or blue lips are not stress to breathe through: call {line:emergency} now, or {line:ambulance} for an ambulance. If you or someone you care for is thinking of ending their life, call {line:emergency} now, or talk to Tele-MANAS counsellors, free and 24 hours a day.",
      crisisLines: true,
    },
    {
      kind: "cta",
      heading: "When breathing is not enough",
      body: "Slow breaths help in the moment. If low mood or worry has lasted weeks, a counsellor can help, in person or online; Tele-MANAS is free on {line:tele-manas}.",
      actions: [
        {
          label: "Find a therapist",
          href: "/request?kind=therapist-match&source=/breathing-practice",
        },
        { label: "Mental health support", href: "/mental-health-support" },
      ],
    },
  ],
};

export default page;
