import type { Page } from "../types.ts";

const page: Page = {
  path: "/digital-distractions",
  reviewed: "2026-11-23",
  title: "Tame your tech",
  description:
    "Eight digital distractions that steal study time, from reels and games to searching answers too early, and seven practical strategies to take back control of your phone.",
  sections: [
    {
      kind: "hero",
      eyebrow: "Avoid distractions",
      title: "Tame your tech",
      lead: "Your phone is a powerful study tool and the biggest thief of study time. Apps are designed by large teams to keep you scrolling. You don't need to win on willpower; you need a few rules that make the right choice the easy one.",
      icon: "smartphone",
    },
    {
      kind: "card-grid",
      heading: "The digital culprits",
      columns: 4,
      cards: [
        {
          title: "Short videos and reels",
          body: 'Endless, quick and unpredictable: "five minutes" easily becomes an hour, and long study sessions start to feel slow.',
          icon: "monitor-play",
        },
        {
          title: "Mobile games",
          body: "Daily rewards, streaks and team matches are built to bring you back at fixed times, often study times.",
          icon: "gamepad",
        },
        {
          title: "Notifications",
          body: "Every buzz breaks your concentration, and getting back into a hard problem can take many minutes.",
          icon: "bell",
        },
        {
          title: "Group chats",
          body: "Class and friends' groups run all evening. Reading every message keeps half your mind somewhere else.",
          icon: "message-circle",
        },
        {
          title: "Binge-watching",
          body: "Autoplay starts the next episode before you decide to. One episode turns into three and a late night.",
          icon: "video",
        },
        {
          title: "Endless social feeds",
          body: "Feeds never end, and other people's highlights invite comparison that leaves you feeling worse.",
          icon: "users",
        },
        {
          title: "Searching answers too early",
          body: "Looking up the solution the moment you are stuck skips the struggle where learning actually happens.",
          icon: "search",
        },
        {
          title: "Late-night screen time",
          body: "Scrolling in bed delays sleep, and a short night makes the next day's study slower and less accurate.",
          icon: "moon",
        },
      ],
    },
    {
      kind: "list",
      heading: "Actionable strategies",
      intro: "Pick two to start this week. Add another each week.",
      style: "numbered",
      items: [
        {
          title: "Phone out of the room",
          body: "During study sessions keep the phone in another room or in a drawer, switched off. Out of sight is out of mind.",
        },
        {
          title: "Notifications off",
          body: "Turn off all notifications except calls from family. Use Do Not Disturb or Focus mode during study hours.",
        },
        {
          title: "App timers",
          body: "Set a daily limit (for example 30 minutes) on your most tempting apps with your phone's digital wellbeing or screen time settings.",
        },
        {
          title: "Try first, search later",
          body: "When stuck on a problem, try it alone for at least 15-20 minutes before searching for the answer or watching a solution. Write down where exactly you got stuck.",
        },
        {
          title: "Scheduled chat time",
          body: "Reply to messages at set times, such as after each two-hour block, instead of whenever they arrive. Tell your friends you're doing this.",
        },
        {
          title: "Screens off an hour before bed",
          body: "Charge the phone outside the bedroom and use an alarm clock. Read or revise from paper in the last hour.",
        },
        {
          title: "Study device, fun device",
          body: "If you study online, use a laptop or tablet with games and social apps removed or logged out, and keep the phone for calls.",
        },
      ],
    },
    {
      kind: "cta",
      heading: "More ways to protect your focus",
      body: "Distractions also come from your surroundings and from your own thoughts.",
      actions: [
        { label: "Optimise your space", href: "/social-environment-distractions" },
        { label: "All focus guides", href: "/avoid-distractions" },
      ],
    },
  ],
};

export default page;
