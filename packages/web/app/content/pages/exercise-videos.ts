import { exerciseCare } from "../shared/care-cards.ts";
import type { Page } from "../types.ts";

/*
 * The videos are embedded by id from youtube-nocookie.com, and only after a press
 * of the play button. We can't reach YouTube from the build machine, so each id was
 * checked (on the date in `checked`) against public pages that cite it, and a
 * channel is credited only where its own pages confirm it:
 * - n8_JcYAN7eU, k4TKisomaco: linked as "the original video" on bobandbrad.com.
 * - 8VwufJrUhic: linked by Adriene Mishler herself as her alternate nostril breathing
 *   video (Yoga With Adriene).
 * - rkhsufGk4Tc, v7AYKMP6rOE, BiWDsfZ3zbo, 6hZIzMpHl-c, OXjlR4mXxSk, AqIPW474azk: cited
 *   for this content by other projects only, with titles and channels that disagree,
 *   so no channel is shown and the title says what the video is, not what it is called.
 * No official Indian source (the Ministry of Ayush's Common Yoga Protocol, AIIMS or
 * NIMHANS) could be matched to a confirmed video id. Re-check before each release.
 */
const page: Page = {
  path: "/exercise-videos",
  reviewed: "2026-11-23",
  title: "Exercise & wellness",
  description:
    "Free gentle exercise, yoga and pranayama videos chosen for beginners, older adults and people recovering from illness, with safety advice. Videos load only when you press play.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Exercise & wellness",
      title: "Gentle exercise, yoga and breathing",
      lead: 'Nine free videos for beginners, older adults and people getting back on their feet after an illness. We could verify who published three of them; each of the other six is marked "Not verified", so judge it for yourself and stop if anything feels wrong. Start with a few minutes a day, sitting down if you need to.',
      icon: "activity",
    },
    {
      kind: "callout",
      tone: "info",
      heading: "Before you start",
      body: "If you have had surgery, a heart problem, a fall or a recent hospital stay, or if you are pregnant, ask your doctor or physiotherapist which movements are safe for you. Stop and rest if you feel pain, dizziness or unusual breathlessness. Chest pain or chest tightness is an emergency: stop and call {line:emergency} or {line:ambulance} at once, and don't wait to see whether it passes.",
    },
    {
      kind: "video-library",
      heading: "Video library",
      intro: "Choose a category, then press play. Nothing is loaded from YouTube until you do.",
      categories: [
        {
          value: "exercises",
          label: "Exercises",
          intro:
            "Chair-based and standing routines from physical therapists, to keep joints moving, legs strong and balance steady.",
          videos: [
            {
              videoId: "n8_JcYAN7eU",
              checked: "2026-11-23",
              title: "10 Minute Seated Exercises for Seniors",
              channel: "Bob & Brad",
              duration: "10 min",
              description:
                "Two physical therapists lead a full routine from a sturdy chair: arm circles, posture work, hip and ankle movements. A safe first workout after a long time in bed.",
            },
            {
              videoId: "k4TKisomaco",
              checked: "2026-11-23",
              title: "Top 10 Balance Exercises for Seniors: Stop Falls",
              channel: "Bob & Brad",
              description:
                "Sit-to-stand and simple balance drills, each with an easier option. Keep a chair or kitchen counter within reach and wear shoes with a good grip.",
            },
            {
              videoId: "rkhsufGk4Tc",
              checked: "2026-11-23",
              title: "Everyday exercises for seniors to stay moving",
              description:
                "Six everyday movements for strength, flexibility and balance, for people in their fifties and beyond who want to stay independent.",
            },
          ],
        },
        {
          value: "yoga",
          label: "Yoga",
          intro:
            "Slow, beginner-friendly yoga. Move within a comfortable range, use a cushion or folded blanket for support, and skip any pose that hurts.",
          videos: [
            {
              videoId: "v7AYKMP6rOE",
              checked: "2026-11-23",
              title: "Yoga for complete beginners",
              duration: "20 min",
              description:
                "A friendly first class that explains the basic poses and how to breathe with them. Good for anyone who has never done yoga.",
            },
            {
              videoId: "BiWDsfZ3zbo",
              checked: "2026-11-23",
              title: "Gentle yoga before bed",
              description:
                "Gentle stretches and slow breathing to unwind before sleep. Useful for carers after a long day at the hospital, and for anyone whose sleep is broken.",
            },
            {
              videoId: "6hZIzMpHl-c",
              checked: "2026-11-23",
              title: "Gentle full-body yoga",
              duration: "30 min",
              description:
                "A slow class with long, comfortable holds: cat-cow, low lunges, twists and child's pose. Put a cushion under your knees, and skip the lunges if kneeling or balance is hard.",
            },
          ],
        },
        {
          value: "pranayama",
          label: "Pranayama",
          intro:
            "Breathing practices from yoga and from respiratory physiotherapy. Sit upright, breathe through the nose unless told otherwise, never strain or hold your breath, and practise on an empty stomach.",
          videos: [
            {
              videoId: "8VwufJrUhic",
              checked: "2026-11-23",
              title: "Alternate Nostril Breathing (Nadi Shodhana)",
              channel: "Yoga With Adriene",
              description:
                "Anulom Vilom, step by step: breathing in through one nostril and out through the other to settle a busy mind. Practise gently, without holding the breath.",
            },
            {
              videoId: "OXjlR4mXxSk",
              checked: "2026-11-23",
              title: "Belly breathing (diaphragmatic breathing)",
              duration: "3 min",
              description:
                "A short guided practice of slow, deep breathing into the belly, which calms the body's stress response. Easy to do sitting up in a hospital bed.",
            },
            {
              videoId: "AqIPW474azk",
              checked: "2026-11-23",
              title: "Pursed-lip breathing",
              description:
                "A nurse shows how breathing out through pursed lips eases breathlessness during walking and daily tasks, for people with lung conditions or recovering from illness.",
            },
          ],
        },
      ],
    },
    exerciseCare,
    {
      kind: "list",
      heading: "Setting up safely at home",
      style: "check",
      items: [
        "Use a sturdy chair without wheels, pushed against a wall so it can't slide",
        "Clear the floor of rugs, wires and anything you could trip on",
        "Wear comfortable clothes and shoes with a good grip, or go barefoot on a non-slip mat",
        "Keep water nearby, and wait two to three hours after a meal before pranayama",
        "For the first few sessions, have someone at home with you",
        "Go at your own pace: it is fine to do half a video, or to pause and rest",
      ],
    },
  ],
};

export default page;
