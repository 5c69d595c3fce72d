import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What this lecture covers",
      paragraphs: [
        "Welcome. In this lecture you will learn why the people of France rose up in seventeen eighty-nine, what happened that year, and how the ideas of liberty, equality and fraternity, or brotherhood, travelled far beyond France. It follows chapter one of your Class Nine history textbook, India and the Contemporary World.",
        "Picture Paris on the fourteenth of July, seventeen eighty-nine. The king has ordered troops into the city, and people fear they will be fired on. A crowd storms the Bastille, a fortress prison, looking for ammunition. Its commander is killed and the prisoners are freed, though there are only seven of them. The Bastille was hated because it stood for the king's unchecked power. Where did this anger come from?",
      ],
    },
    {
      heading: "Debt and the three estates",
      paragraphs: [
        "In seventeen seventy-four, Louis the Sixteenth became king and found the treasury empty. Long wars and a costly court at Versailles had drained it. Then France helped thirteen American colonies win independence from Britain, adding more than a billion livres, the French money of the time, to a debt already above two billion.",
        "Society was divided into three estates. The first was the clergy, the second the nobility. Everyone else, from rich merchants to poor peasants, formed the third estate. Peasants were about nine in every ten people, yet few owned the land they farmed. The clergy and nobles paid no taxes to the state. The third estate paid a direct tax called the taille, and taxes on everyday goods such as salt. Peasants also gave the Church a tithe, one tenth of their harvest, and owed dues to their lords. Every new tax fell on those least able to pay.",
      ],
    },
    {
      heading: "Bread, hunger and new ideas",
      paragraphs: [
        "Then came hunger. The population grew from about twenty-three million in seventeen fifteen to twenty-eight million in seventeen eighty-nine. Grain could not keep up, so the price of bread, the main food of the poor, shot up while wages did not. After a bad harvest, families could not afford to eat. This is called a subsistence crisis: a time when the basic means of staying alive are in danger.",
        "Meanwhile a growing, educated middle class believed that a person's place should depend on merit, not birth. Its members read the thinkers of the Enlightenment. John Locke rejected the idea that a king's absolute power came from God. Jean-Jacques Rousseau argued that government should rest on a social contract between the people and their representatives. Montesquieu proposed dividing power between a legislature, an executive and a judiciary.",
      ],
    },
    {
      heading: "Seventeen eighty-nine, step by step",
      paragraphs: [
        "To raise taxes, Louis called the Estates-General, an assembly of the three estates that had last met in sixteen fourteen. It opened at Versailles on the fifth of May, seventeen eighty-nine. Each estate had one vote, so the clergy and nobles could always outvote the third estate. Its members demanded one vote for each member. The king refused, and they walked out.",
        "Calling themselves the National Assembly, they met on the twentieth of June in an indoor tennis court at Versailles, and swore not to separate until France had a constitution limiting the king's powers. This is the Tennis Court Oath. Within weeks the Bastille fell.",
        "On the night of the fourth of August, the Assembly abolished the feudal system of obligations and taxes, and the tithe with it. On the twenty-sixth of August it adopted the Declaration of the Rights of Man and of the Citizen. Its first article says that men are born and remain free and equal in rights.",
      ],
    },
    {
      heading: "From king to republic to emperor",
      paragraphs: [
        "The constitution of seventeen ninety-one made France a constitutional monarchy, with laws made by an elected assembly. But only men over twenty-five who paid enough tax could vote. Women and poorer men were left out.",
        "In seventeen ninety-two France went to war with Prussia and Austria, and the Jacobin club, led by Maximilien Robespierre, pushed the revolution further. After a crowd stormed the king's palace that August, all men aged twenty-one and over could vote for a new assembly, the Convention. In September it abolished the monarchy and declared France a republic. In January seventeen ninety-three, Louis the Sixteenth was executed for treason.",
        "Seventeen ninety-three and seventeen ninety-four are called the Reign of Terror. Robespierre's government sent many it called enemies of the republic to the guillotine, until he was guillotined himself in July seventeen ninety-four. A five-member Directory followed, but it was unstable, and an army general, Napoleon Bonaparte, seized power in seventeen ninety-nine. In eighteen hundred and four he crowned himself emperor. His armies carried new laws across Europe until his final defeat at Waterloo in eighteen fifteen.",
      ],
    },
    {
      heading: "Ideas that travelled, and a recap",
      paragraphs: [
        "The record was mixed. The Convention freed the slaves in France's colonies in seventeen ninety-four, but Napoleon brought slavery back, and it ended for good only in eighteen forty-eight. Women formed clubs and demanded equal rights, yet French women won the vote only in the nineteen forties. Still, the ideas spread. Feudal systems fell across Europe, and colonised peoples turned the idea of freedom into movements for nations of their own. Your textbook names Tipu Sultan and Raja Rammohan Roy as two Indians who responded to ideas from revolutionary France.",
        "To recap: debt, unfair taxes and costly bread pushed France to the edge, and Enlightenment ideas gave people words for their anger. Seventeen eighty-nine brought the National Assembly, the fall of the Bastille and the Declaration of Rights; then came a republic, the Terror and Napoleon. One thing to try: draw a timeline from seventeen seventy-four to eighteen fifteen, mark ten dates from this lecture, and check each one against your textbook.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "Three estates, unequal taxes",
      caption:
        "The clergy and nobles paid no taxes to the state, so the third estate, mostly peasants, carried the load while war debts emptied the treasury.",
    },
    {
      title: "Hunger meets new ideas",
      caption:
        "Costly bread and a subsistence crisis met the ideas of Locke, Rousseau and Montesquieu, spread by a growing, educated middle class.",
    },
    {
      title: "The year it all began",
      caption:
        "In seventeen eighty-nine: the Estates-General in May, the Tennis Court Oath in June, the Bastille in July, the Declaration of Rights in August.",
    },
    {
      title: "Republic, Terror, emperor",
      caption:
        "France became a republic in seventeen ninety-two. The Reign of Terror followed, then the Directory, and Napoleon crowned himself emperor in eighteen hundred and four.",
    },
    {
      title: "Liberty, equality, fraternity",
      caption:
        "The idea of rights spread across Europe and to colonised peoples, though slaves and women had to wait much longer for them.",
    },
  ],
  sources: [
    {
      title: "NCERT, India and the Contemporary World I, Class 9, Chapter 1: The French Revolution",
      url: "https://ncert.nic.in/textbook/pdf/iess301.pdf",
    },
    {
      title: "Encyclopaedia Britannica: French Revolution",
      url: "https://www.britannica.com/event/French-Revolution",
    },
    {
      title: "Encyclopaedia Britannica: Declaration of the Rights of Man and of the Citizen",
      url: "https://www.britannica.com/topic/Declaration-of-the-Rights-of-Man-and-of-the-Citizen",
    },
  ],
};

export default script;
