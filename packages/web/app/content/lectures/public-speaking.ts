import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What you will learn",
      paragraphs: [
        "Welcome. Whether it is a class presentation, a speech in assembly, an interview or a debate, speaking to a group is a skill, and like any skill it can be learned.",
        "In this lecture you will learn how to build a simple structure for a talk, how to handle nerves, how to use your voice, pace and pauses, how to make eye contact, and how to practise so that the real thing feels familiar.",
      ],
    },
    {
      heading: "Build a simple structure",
      paragraphs: [
        "Start with two questions. Who is listening, and what is the one idea you want them to remember? Your classmates, an interview panel and a debate judge each need something different. If your listeners could keep only one sentence from your talk, which sentence should it be? Write it down. Everything else supports it.",
        "Then give your talk three parts. In the opening, catch attention with a question, a short story or a fact you have checked, and say what you will cover. In the middle, make two or three main points, each with an example. At the end, sum up your main idea in a line or two and finish on purpose, not with a mumbled “that's all”.",
        "Listeners cannot scroll back the way readers can, so help them follow. Use signposts such as “my first point is”, “now let us turn to” and “finally”. Speak from a short outline or small cards with key words, not from a full page read word for word. Reading aloud pulls your eyes down and flattens your voice.",
      ],
    },
    {
      heading: "Handling nerves",
      paragraphs: [
        "Most people feel nervous before speaking. A racing heart, a dry mouth and shaky hands are your body's stress response. The same rush of adrenaline also makes you alert, so the goal is not to feel nothing, but to keep the nerves working for you.",
        "Preparation is the strongest cure. The better you know your material, the less there is to fear. Before you begin, breathe slowly: in through the nose, then a longer breath out. Arrive early, look at the room and, if there is a microphone, test it. When you speak, think about your message and your listeners, not about how you look.",
        "If your mind goes blank, pause, look at your notes and carry on. A silence that feels endless to you usually lasts a few seconds, and most listeners will not mind. And if fear of speaking is so strong that you avoid classes or it troubles you every day, talk to a teacher, a counsellor or a doctor. Help is available.",
      ],
    },
    {
      heading: "Voice, pace and pauses",
      paragraphs: [
        "Speak so the back row can hear you without straining. Nerves make most of us rush, so aim to go a little slower than feels natural. Short sentences help both you and your listeners.",
        "Let your voice move. A flat tone, at one speed and one pitch, loses an audience quickly. Lean on the key words of each sentence, and let your voice rise and fall as it does in a good conversation.",
        "Pauses are a tool, not a mistake. A pause before an important point makes people lean in. A pause after it lets the point sink in. Pauses also give you time to breathe. Try replacing filler words like “um”, “like” and “basically” with a moment of silence. It sounds calmer and more confident.",
      ],
    },
    {
      heading: "Eye contact and body language",
      paragraphs: [
        "Look at people, not at the ceiling, the floor or your slides. Hold one person's gaze for a complete thought, then move to someone in another part of the room. In a large hall, speak to different sections in turn. In an online interview, look at the camera when you speak, not at the faces on your screen.",
        "Stand steady, with your weight on both feet. Keep your hands free to gesture naturally, and put down the pen you might otherwise click. Begin with a smile. It relaxes your face and tells your listeners you are glad to be there.",
      ],
    },
    {
      heading: "Practice, and putting it to use",
      paragraphs: [
        "Practise out loud, standing up, not silently in your head. Time yourself, so you know you fit the time you are given. Record yourself on a phone and watch it back. Then practise in front of family or friends, and ask them for one thing that worked and one thing to improve.",
        "For an interview, prepare short answers to common questions, each with a real example. One simple shape for an example is situation, task, action, result: what was happening, what you had to do, what you did, and how it turned out. It is fine to pause and think before you answer. For a debate, know both sides of the motion, note your opponents' points so you can answer them, keep to your time, and argue against ideas, never against people.",
        "To recap: know your one main idea and build an opening, a middle and an end around it. Expect nerves, breathe, and prepare. Slow down, use pauses, look at your listeners, and practise out loud. One thing to try today: record a two-minute talk on a topic you know well, count your filler words, then record it again using pauses instead.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "One main idea, three parts",
      caption:
        "Decide the one sentence listeners should remember, then build an opening, two or three main points with examples, and a clear ending.",
    },
    {
      title: "Nerves are normal",
      caption:
        "Prepare well, breathe slowly before you start, and focus on your message. If fear troubles you every day, talk to a teacher or counsellor.",
    },
    {
      title: "Slow down and pause",
      caption:
        "Speak to the back row, a little slower than feels natural. Use pauses instead of filler words like um and basically.",
    },
    {
      title: "Look at your listeners",
      caption:
        "Hold one person's gaze for a full thought, then move on. In online interviews, look at the camera.",
    },
    {
      title: "Practise out loud",
      caption:
        "Rehearse standing up, time yourself, record yourself, and ask a friend for one strength and one thing to improve.",
    },
  ],
  sources: [
    {
      title: "Mayo Clinic: Fear of public speaking: How can I overcome it?",
      url: "https://www.mayoclinic.org/diseases-conditions/specific-phobias/expert-answers/fear-of-public-speaking/faq-20058416",
    },
    {
      title:
        "Harvard Division of Continuing Education: 10 Tips for Improving Your Public Speaking Skills",
      url: "https://professional.dce.harvard.edu/blog/10-tips-for-improving-your-public-speaking-skills/",
    },
  ],
};

export default script;
