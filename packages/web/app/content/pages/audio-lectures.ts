import { minutesRange } from "../lecture-duration.ts";
import criticalThinking from "../lectures/critical-thinking.ts";
import frenchRevolution from "../lectures/french-revolution.ts";
import indusValley from "../lectures/indus-valley.ts";
import macbeth from "../lectures/macbeth.ts";
import poetryMeter from "../lectures/poetry-meter.ts";
import publicSpeaking from "../lectures/public-speaking.ts";
import type { Lecture, Page } from "../types.ts";

// Issue 29: each lecture is its script (content/lectures/<id>.ts); its minutes are computed from it.
const lectures: Lecture[] = [
  {
    id: "indus-valley",
    title: "Indus Valley Civilisation",
    description:
      "The planned cities of Harappa and Mohenjo-daro, their drains, trade and seals, and the open questions about the script and the decline.",
    category: "History",
    icon: "landmark",
    ...indusValley,
  },
  {
    id: "critical-thinking",
    title: "Critical thinking fundamentals",
    description:
      "How to question a claim, spot a weak argument and check a source: skills for comprehension passages, debates and everyday news.",
    category: "Skill development",
    icon: "brain",
    ...criticalThinking,
  },
  {
    id: "macbeth",
    title: "Macbeth: an analysis",
    description:
      "Ambition, guilt and fate in Shakespeare's shortest tragedy, scene by scene, with the quotations examiners love.",
    category: "Literature",
    icon: "drama",
    ...macbeth,
  },
  {
    id: "french-revolution",
    title: "The French Revolution: causes and effects",
    description:
      "Why France rose up in 1789, what changed, and how ideas of liberty, equality and fraternity spread across the world.",
    category: "History",
    icon: "flag",
    ...frenchRevolution,
  },
  {
    id: "public-speaking",
    title: "Effective public speaking",
    description:
      "Structuring a talk, handling nerves and using your voice, for class presentations, interviews and debates.",
    category: "Skill development",
    icon: "mic",
    ...publicSpeaking,
  },
  {
    id: "poetry-meter",
    title: "Understanding poetry: metre and rhyme",
    description:
      "Hear how rhythm and rhyme schemes work, with examples read aloud, so you can analyse any poem in an exam.",
    category: "Literature",
    icon: "feather",
    ...poetryMeter,
  },
];

/** "6 to 7 minutes": what the lectures really take, from their scripts. */
const { shortest, longest } = minutesRange(lectures, "en");
const minutes = shortest === longest ? `${shortest} minutes` : `${shortest} to ${longest} minutes`;

const page: Page = {
  path: "/audio-lectures",
  reviewed: "2026-11-23",
  title: "Audio lectures",
  description: `Audio lectures of ${minutes} on history, literature and skill development, from the Indus Valley Civilisation to Macbeth and public speaking, read aloud by your device with the full transcript.`,
  sections: [
    {
      kind: "hero",
      eyebrow: "Resources",
      title: "Audio lectures for learning on the move",
      lead: `History, literature and skill development in ${minutes} each: short enough for a bus ride or an evening walk. Listen once for the story, then again with your textbook open.`,
      icon: "headphones",
    },
    {
      kind: "lectures",
      heading: "Lectures",
      intro:
        "Six lectures in three categories. Listen, and your device reads the lecture aloud in its own voice, marking each sentence in the transcript as it goes; the transcript and its sources are under every lecture, to read instead or alongside.",
      lectures,
    },
    {
      kind: "video-summary",
      heading: "Watch a summary",
      body: "Prefer to watch? Pick a lecture and play its summary: a few short slides of its key points, each with a caption, read aloud by your device's voice where it has one for English. The slides are made here on your device from the lecture's key points, so nothing is sent anywhere, and it works offline too.",
      lectures: lectures.map(({ id, title, keyPoints }) => ({ id, title, keyPoints })),
    },
    {
      kind: "list",
      heading: "Getting the most from a lecture",
      style: "numbered",
      items: [
        {
          title: "Listen once for the big picture",
          body: "Don't take notes the first time; just follow the story.",
        },
        {
          title: "Listen again with the textbook",
          body: "Pause to underline the points the lecture stresses.",
        },
        {
          title: "Recall it the next day",
          body: "Write down the five main points from memory, then check.",
        },
      ],
    },
  ],
};

export default page;
