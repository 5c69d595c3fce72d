import type { Page } from "../types.ts";

const page: Page = {
  path: "/audio-lectures",
  reviewed: "2026-11-23",
  title: "Audio Lectures",
  description:
    "Audio lectures of 15 to 35 minutes on history, literature and skill development, from the Indus Valley Civilization to Macbeth and public speaking, to learn on the move.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Resources",
      title: "Audio lectures for learning on the move",
      lead: "History, literature and skill development in 15 to 35 minutes: long enough to go deep, short enough for a bus ride or an evening walk. Listen once for the story, then again with your textbook open.",
      icon: "headphones",
    },
    {
      kind: "lectures",
      heading: "Lectures",
      intro: "Six lectures in three categories. Streaming is being set up.",
      lectures: [
        {
          title: "Indus Valley Civilization",
          description:
            "The planned cities of Harappa and Mohenjo-daro, their drains, trade and seals, and the open questions about the script and the decline.",
          duration: "20 min",
          category: "History",
          icon: "landmark",
        },
        {
          title: "Critical Thinking Fundamentals",
          description:
            "How to question a claim, spot a weak argument and check a source: skills for comprehension passages, debates and everyday news.",
          duration: "15 min",
          category: "Skill Development",
          icon: "brain",
        },
        {
          title: "Macbeth: An Analysis",
          description:
            "Ambition, guilt and fate in Shakespeare's shortest tragedy, scene by scene, with the quotations examiners love.",
          duration: "35 min",
          category: "Literature",
          icon: "drama",
        },
        {
          title: "The French Revolution: Causes and Effects",
          description:
            "Why France rose up in 1789, what changed, and how ideas of liberty, equality and fraternity spread across the world.",
          duration: "25 min",
          category: "History",
          icon: "flag",
        },
        {
          title: "Effective Public Speaking",
          description:
            "Structuring a talk, handling nerves and using your voice, for class presentations, interviews and debates.",
          duration: "18 min",
          category: "Skill Development",
          icon: "mic",
        },
        {
          title: "Understanding Poetry: Meter and Rhyme",
          description:
            "Hear how rhythm and rhyme schemes work, with examples read aloud, so you can analyse any poem in an exam.",
          duration: "22 min",
          category: "Literature",
          icon: "feather",
        },
      ],
    },
    {
      kind: "ai-video",
      heading: "Generate AI Video",
      body: "Prefer to watch? Try a short video summary of a lecture. This is a preview of a feature we are building: it is a simulation that plays a fixed sample video, so nothing is really generated and nothing is sent.",
      buttonLabel: "Generate AI Video",
      dialogText:
        "This is a simulation: the video below is a fixed sample, not a summary generated from a lecture. Real video summaries are coming soon.",
      videoSrc: "/media/sample-summary.mp4",
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
