import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What you will learn",
      paragraphs: [
        "Welcome. Macbeth is Shakespeare's shortest tragedy. It was probably written around sixteen oh six, soon after King James the Sixth of Scotland also became King of England. James's family, the Stuarts, claimed descent from Banquo, whom you will meet in Act One.",
        "In this lecture we walk through the play act by act, following three threads: ambition, guilt and fate. You will also learn the key lines exactly as Shakespeare wrote them, so you can quote them.",
      ],
    },
    {
      heading: "Act One: the seed of ambition",
      paragraphs: [
        "The play opens with three witches on a stormy heath. Together they chant, “Fair is foul, and foul is fair; Hover through the fog and filthy air.” In this play, things are not what they seem. Macbeth's very first words echo them without his knowing: “So foul and fair a day I have not seen.”",
        "Macbeth, a brave general, is returning from battle with his friend Banquo. The witches hail him as Thane of Glamis, which he is, as Thane of Cawdor, which he is not yet, and then: “All hail, Macbeth, that shalt be king hereafter!” Moments later, news arrives that King Duncan has made him Thane of Cawdor. One prophecy has come true, and Macbeth's thoughts turn at once to murder.",
        "Lady Macbeth reads his letter and fears he is too full of the “milk of human kindness”. She calls on dark spirits to “unsex me here” and fill her with cruelty. Alone, in Act One, Scene Seven, Macbeth hesitates. Duncan is his king, his kinsman and his guest. He admits that only one thing drives him: “I have no spur To prick the sides of my intent, but only Vaulting ambition, which o'erleaps itself”. Picture a rider leaping so hard that he falls on the other side. His wife mocks his courage, and he agrees to the murder.",
      ],
    },
    {
      heading: "Act Two: murder and guilt",
      paragraphs: [
        "That night Macbeth sees a vision: “Is this a dagger which I see before me, The handle toward my hand?” He kills Duncan offstage and returns shaking. He says he heard a voice cry that “Macbeth does murder sleep”. Staring at his hands: “Will all great Neptune's ocean wash this blood Clean from my hand?”",
        "Lady Macbeth is calmer. She carries the daggers back herself and smears the sleeping guards with blood. Her answer to his horror is brisk: “A little water clears us of this deed.” Remember that line; it will come back to haunt her. In the morning the murder is discovered, Duncan's sons Malcolm and Donalbain flee, and Macbeth becomes king.",
      ],
    },
    {
      heading: "Act Three: one crime leads to another",
      paragraphs: [
        "The crown brings no peace. The witches also said that Banquo's children would be kings, so Macbeth now fears his friend. “O, full of scorpions is my mind, dear wife!” he cries. He hires murderers to kill Banquo and his son Fleance. Banquo dies, but Fleance escapes.",
        "At a feast, Banquo's ghost sits in Macbeth's place, and only Macbeth can see it. He raves in front of his lords until Lady Macbeth sends the guests away. Then he says, “It will have blood, they say; blood will have blood.” And he admits he cannot turn back: “I am in blood Stepped in so far that, should I wade no more, Returning were as tedious as go o'er.”",
        "Notice the change: in Act One she drove him on, but now he plans his crimes alone.",
      ],
    },
    {
      heading: "Acts Four and Five: fate closes in",
      paragraphs: [
        "Macbeth returns to the witches, and three apparitions speak. The first warns, “Beware Macduff!” The second says “none of woman born Shall harm Macbeth.” The third says he will never be defeated until “Great Birnam Wood to high Dunsinane Hill Shall come against him.” Each answer sounds like safety, and each is a trap. When Macduff flees to England, Macbeth has his wife and children murdered.",
        "In Act Five, Scene One, guilt breaks Lady Macbeth. She walks in her sleep, rubbing her hands: “Out, damned spot, out, I say!” The woman who said a little water would clear them now says, “All the perfumes of Arabia will not sweeten this little hand.”",
        "Macbeth grows numb. Told that the Queen is dead, he calls life “a walking shadow” and “a tale Told by an idiot, full of sound and fury, Signifying nothing.” Then the prophecies turn on him. Malcolm's soldiers carry branches cut from Birnam Wood to hide their numbers, so the wood seems to move. Macduff reveals he was “from his mother's womb Untimely ripped”, so he was not born in the usual way. Macduff kills Macbeth, and Malcolm becomes king.",
      ],
    },
    {
      heading: "Recap, and one thing to try",
      paragraphs: [
        "So, is Macbeth a victim of fate or of his own ambition? The witches never tell him to kill anyone. They say what will happen, and he chooses how to make it happen. Banquo hears prophecies too, and does not murder. That contrast makes strong exam evidence. Guilt works on the couple in opposite directions: Macbeth feels it first and then hardens, while Lady Macbeth hides it first and then breaks.",
        "To recap: ambition drives the first murder, fear drives the rest, and guilt destroys them both. Here is one thing to try. Choose three quotations from this lecture, one each for ambition, guilt and fate. Write each on a card with its act and scene, and say it aloud until you can quote it exactly without looking.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "Fair is foul",
      caption:
        "The witches' chant in Act 1, Scene 1 sets up a world where appearances deceive, and Macbeth's first line echoes it.",
    },
    {
      title: "Vaulting ambition",
      caption:
        "In Act 1, Scene 7 Macbeth admits that ambition alone spurs him to kill Duncan, his king, kinsman and guest.",
    },
    {
      title: "Blood that will not wash",
      caption:
        "“A little water clears us of this deed” in Act 2 becomes “Out, damned spot” in Act 5: guilt returns.",
    },
    {
      title: "Blood will have blood",
      caption:
        "One murder leads to the next: Duncan, then Banquo, then Macduff's wife and children.",
    },
    {
      title: "Fate or choice?",
      caption:
        "The witches foretell, but Macbeth chooses murder. Banquo hears prophecies too and does not kill.",
    },
  ],
  sources: [
    {
      title: "Folger Shakespeare Library: Macbeth",
      url: "https://www.folger.edu/explore/shakespeares-works/macbeth/",
    },
    {
      title: "Folger Shakespeare Library: Macbeth, the full text (Folger edition)",
      url: "https://www.folger.edu/explore/shakespeares-works/macbeth/read/",
    },
    {
      title: "Encyclopaedia Britannica: Macbeth, play by Shakespeare",
      url: "https://www.britannica.com/topic/Macbeth-by-Shakespeare",
    },
  ],
};

export default script;
