import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What you will learn",
      paragraphs: [
        "Welcome. In this lecture we travel back more than four thousand years, to the cities of the Indus Valley Civilisation. You will learn how Harappa and Mohenjo-daro were planned, why their drains are so famous, and how their traders used seals and weights. You will also hear two open questions: what their writing says, and why their cities emptied.",
        "NCERT teaches it in Class six and again in Class twelve, in the chapter Bricks, Beads and Bones. It is also called the Harappan civilisation, and the newer Class six book also uses the name Indus-Sarasvati civilisation.",
        "In nineteen twenty-one, Daya Ram Sahni began digging at Harappa, on the Ravi river in Punjab. In nineteen twenty-two, R. D. Banerji began work at Mohenjo-daro, near the Indus in Sindh. Both are in Pakistan today. Many sites have since been found in India, such as Lothal and Dholavira in Gujarat, Kalibangan in Rajasthan and Rakhigarhi in Haryana. The cities were at their height from about twenty-six hundred to nineteen hundred BCE.",
      ],
    },
    {
      heading: "Cities built to a plan",
      paragraphs: [
        "At Mohenjo-daro, a smaller raised area to the west, which archaeologists call the citadel, stood on platforms of mud brick. To the east lay a much larger lower town, where most people lived. Streets ran in a rough grid, crossing at right angles.",
        "The bricks show the same planning. Dried or baked, they kept one ratio: the length four times the height, the breadth twice the height. Houses were often built around a courtyard, many with their own bathing area, and the walls along the street usually had no windows at ground level.",
        "On the citadel is the Great Bath, a brick tank about twelve metres long, seven metres wide and nearly two and a half metres deep. A layer of bitumen, a natural tar, kept the water in. Most scholars think it was used for ritual bathing, but no one knows for certain.",
      ],
    },
    {
      heading: "Drains that came first",
      paragraphs: [
        "Waste water from each house flowed through a house drain into a drain along the street. The main channels were made of brick and covered with loose bricks or stone slabs, which could be lifted for cleaning.",
        "It seems the streets and their drains were laid out first, and the houses built along them. So someone was planning for the whole city, not just for one family. Historians still debate who held that power, because no grand palace or royal tomb has been clearly identified.",
      ],
    },
    {
      heading: "Trade, seals and weights",
      paragraphs: [
        "Harappans made beads of carnelian, a red stone, shell bangles, and tools of copper and bronze. Lapis lazuli, a deep blue stone, came from Shortughai in Afghanistan. Copper came from the Khetri area of Rajasthan, and probably from Oman too.",
        "Texts from Mesopotamia, in present-day Iraq, mention a land called Meluhha, which many scholars think was the Harappan region, and Harappan seals have been found there. At Lothal in Gujarat, a long brick basin is described by the Archaeological Survey of India as a dockyard, though some scholars argue it was a water tank.",
        "The seals are small squares, usually of a soft stone called steatite. Most show an animal, often a one-horned animal that archaeologists call a unicorn, under a short line of signs. A seal pressed into clay on a bundle of goods showed who sent them, and unbroken clay showed they had not been opened.",
        "Their weights were small cubes, usually of a stone called chert. The smaller weights doubled each time, one, two, four, eight, sixteen, thirty-two, and the larger ones followed a decimal pattern.",
      ],
    },
    {
      heading: "Two open questions",
      paragraphs: [
        "First, the script. We have thousands of inscriptions, mostly on seals, with roughly four hundred different signs, written it seems from right to left. But most are only a few signs long, and no text has been found that gives the same words in a script we can already read. Many people have claimed to decipher it, but no reading is accepted by most scholars. We do not yet know what it says, or which language it records.",
        "Second, the decline. From around nineteen hundred BCE the big cities slowly emptied, and writing, standard weights and long-distance trade faded. Scholars have offered several explanations: a drier climate, rivers changing course or drying up, floods, the cutting of forests and overuse of the land. Some think a ruling power that held the cities together came to an end.",
        "In the nineteen forties, the archaeologist Mortimer Wheeler claimed that invaders had massacred the people of Mohenjo-daro. In the nineteen sixties, George Dales showed that the skeletons Wheeler relied on did not all belong to the same period, and most historians now reject the massacre story. Many think several causes worked together, and the debate goes on.",
      ],
    },
    {
      heading: "Recap, and one thing to try",
      paragraphs: [
        "The Indus cities flourished from about twenty-six hundred to nineteen hundred BCE. They were planned, with standard bricks, streets in a grid and covered drains. Their traders used seals and exact weights, and reached as far as Mesopotamia. The script is still unread, and the decline probably had more than one cause.",
        "Here is one thing to try. Draw a simple map with five sites: Harappa, Mohenjo-daro, Lothal, Dholavira and Kalibangan. Next to each, write one thing found there. Then explain your map aloud to a friend in two minutes. If you can teach it, you know it.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "Found in the 1920s",
      caption:
        "Digging began at Harappa in 1921 and at Mohenjo-daro in 1922. The cities flourished from about 2600 to 1900 BCE.",
    },
    {
      title: "Cities built to a plan",
      caption:
        "A raised citadel and a lower town, streets in a grid, bricks in a fixed 1:2:4 ratio, and the Great Bath at Mohenjo-daro.",
    },
    {
      title: "Covered drains",
      caption:
        "House drains fed covered street drains that could be opened for cleaning, a sign of planning for the whole city.",
    },
    {
      title: "Seals, weights and trade",
      caption:
        "Steatite seals marked goods, chert weights doubled from 1 to 32, and trade reached Afghanistan and Mesopotamia.",
    },
    {
      title: "Two open questions",
      caption:
        "The script of about 400 signs is still undeciphered. The decline after about 1900 BCE probably had several causes, still debated.",
    },
  ],
  sources: [
    {
      title: "NCERT, Themes in Indian History Part I (Class 12), Theme 1: Bricks, Beads and Bones",
      url: "https://ncert.nic.in/textbook/pdf/lehs101.pdf",
    },
    {
      title: "UNESCO World Heritage Centre: Archaeological Ruins at Moenjodaro",
      url: "https://whc.unesco.org/en/list/138/",
    },
    {
      title: "UNESCO World Heritage Centre: Dholavira, a Harappan City",
      url: "https://whc.unesco.org/en/list/1645/",
    },
    {
      title: "Encyclopaedia Britannica: Indus civilization",
      url: "https://www.britannica.com/topic/Indus-civilization",
    },
  ],
};

export default script;
