import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What critical thinking means",
      paragraphs: [
        "Welcome. Critical thinking means something simple: before you accept a claim, you check whether it deserves to be believed. In this lecture you will learn three habits. How to question a claim. How to spot a weak argument. And how to check a source, especially a forward on WhatsApp. You will use them in comprehension passages, in debates, and every time you read the news.",
        "Critical thinking is not the same as being negative. You are not trying to reject everything, only to believe things for good reasons, and to change your mind when the evidence changes.",
      ],
    },
    {
      heading: "Habit one: question the claim",
      paragraphs: [
        "Every argument has a claim, which is what someone wants you to believe, and reasons, which are why you should believe it. Separate the two, then ask three questions. What exactly is being claimed? What is the evidence? And what else could explain the same facts?",
        "A coaching centre says, our students score higher, so our teaching works. The claim is that the teaching causes the higher marks. The evidence is the scores. But what else could explain them? Perhaps the centre only admits students who already do well in its entrance test. Then the teaching may not be the reason. Two things happening together does not prove that one causes the other.",
        "Also sort statements into three kinds. A fact can be checked, like the date of an exam. An opinion is a judgement, like saying a book is boring. An inference is a conclusion drawn from facts, and it can be strong or weak. Comprehension questions often test exactly this: which statement follows from the passage, and which goes beyond it.",
      ],
    },
    {
      heading: "Habit two: spot weak arguments",
      paragraphs: [
        "Some arguments sound convincing but have a flaw in their reasoning. Such a flaw is called a fallacy. Here are five common ones.",
        "The first is attacking the person instead of the argument, often called ad hominem. Someone says, why listen to her about pollution, she failed maths. Her maths marks tell us nothing about whether her point on pollution is right. The second is the straw man: you twist the other side's view into a weaker version, then knock that down. If someone says we should have less homework, and the reply is, so you want students to stop studying altogether, that is a straw man.",
        "The third is the false choice, where only two options are offered when there are more. Either you take science or you have no future is a false choice. The fourth is the bandwagon: everyone is sharing it, so it must be true. Popularity is not proof. The fifth is the hasty generalisation, judging a whole group from one or two cases. My cousin's phone of this brand broke, so the whole brand is useless.",
        "When you meet an argument, try to name its flaw. Once named, a flaw loses much of its power.",
      ],
    },
    {
      heading: "Habit three: check the source",
      paragraphs: [
        "A forward arrives on the family group. It says a new rule starts tomorrow, or that a common food causes a disease, and it ends with, share this before it is deleted. Pause. Strong emotion and hurry are warning signs, because they push you to share before you think.",
        "Look at the label. WhatsApp marks a message as Forwarded when it came from someone other than the person who sent it to you. A double arrow with the words Forwarded many times means it has passed through a chain of five or more chats. Neither label tells you who created it, so ask: who made this, and how would they know?",
        "Then read sideways. Researchers at Stanford University found that professional fact checkers do not stay on one page judging how it looks. They quickly open new tabs and search for what others say about the claim and its source. Search the key words of the claim with the words fact check. A reverse image search, such as Google Lens, shows where a photo appeared before, since old photos are often reshared with new stories. For claims about the central government, look up the Fact Check unit of the Press Information Bureau. And check the date, because true news from years ago can mislead today.",
      ],
    },
    {
      heading: "In exams and debates",
      paragraphs: [
        "In a comprehension passage, first find the author's main claim, then mark its reasons. When a question asks what can be inferred, choose the answer the passage supports, not the one you happen to agree with.",
        "In a debate, do the opposite of a straw man. State the other side's best point fairly, then answer it. Your reply is stronger because it answers what they actually said. And check your own arguments for the five fallacies before someone else does.",
      ],
    },
    {
      heading: "Recap, and one thing to try",
      paragraphs: [
        "Question the claim: what is claimed, what is the evidence, and what else could explain it. Spot weak arguments: attacking the person, the straw man, the false choice, the bandwagon and the hasty generalisation. Check the source: slow down, look at the label, read sideways, and check the date.",
        "Here is one thing to try this week. Pick one forward or one headline that surprised you. Before you react, spend five minutes checking it with the steps from this lecture, and write down what you found. True or false, you will have practised the most useful habit of all: thinking before sharing.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "Question the claim",
      caption:
        "Ask what exactly is claimed, what the evidence is, and what else could explain it. Two things happening together is not proof of cause.",
    },
    {
      title: "Fact, opinion or inference?",
      caption:
        "A fact can be checked, an opinion is a judgement, and an inference is a conclusion that can be strong or weak.",
    },
    {
      title: "Five common fallacies",
      caption:
        "Attacking the person, the straw man, the false choice, the bandwagon and the hasty generalisation.",
    },
    {
      title: "Check before you share",
      caption:
        "Treat hurry and strong emotion as warning signs. A Forwarded label means the message came from someone else, not the sender.",
    },
    {
      title: "Read sideways",
      caption:
        "Like fact checkers, open new tabs: search the claim with the words fact check, trace photos with a reverse image search, and check the date.",
    },
  ],
  sources: [
    {
      title: "Internet Encyclopedia of Philosophy: Fallacies",
      url: "https://iep.utm.edu/fallacy/",
    },
    {
      title:
        "Wineburg and McGrew, Lateral Reading and the Nature of Expertise (Stanford, Civic Online Reasoning)",
      url: "https://cor.inquirygroup.org/research/lateral-reading-and-the-nature-of-expertise/",
    },
    {
      title: "WhatsApp Help Center: About forwarding limits",
      url: "https://faq.whatsapp.com/general/chats/about-forwarding-limits",
    },
    {
      title: "Press Information Bureau: PIB Fact Check Unit",
      url: "https://pib.gov.in/aboutfactchecke.aspx",
    },
  ],
};

export default script;
