import type { LectureScript } from "../types.ts";

const script: LectureScript = {
  parts: [
    {
      heading: "What you will learn",
      paragraphs: [
        "Welcome. Poems are made to be heard. In this lecture you will learn to hear the beat inside a line, to name its metre, to spot a rhyme scheme, and to write about both in an exam.",
        "Our examples come from Shakespeare, Blake, Wordsworth and others, all old enough to be free for anyone to read. If you can, say the lines aloud with me. Your ear learns faster than your eyes.",
      ],
    },
    {
      heading: "Stressed and unstressed syllables",
      paragraphs: [
        "In every English word of two or more syllables, one syllable is said a little louder and longer: the stressed syllable. Say banana, and the weight falls in the middle: ba-NA-na. Say garden, and the weight comes first. Say begin, and it comes last.",
        "Short words take their stress from meaning. Nouns, verbs and adjectives are usually stressed. Little words such as “the”, “a”, “of” and “to” usually are not. Metre is the regular pattern of stressed and unstressed syllables in a line of poetry, and marking that pattern is called scansion. Try tapping your desk on each stressed syllable as you read.",
      ],
    },
    {
      heading: "Five feet to know",
      paragraphs: [
        "Metre is counted in feet. A foot is a small unit of the pattern, usually two or three syllables. An iamb is unstressed then stressed, da-DUM, as in begin. A trochee is the reverse, DUM-da, as in garden. An anapaest is two unstressed syllables and a stress, da-da-DUM, as in understand. A dactyl is a stress and two unstressed syllables, DUM-da-da, as in beautiful. Tennyson's line “Half a league, half a league” is two dactyls. A spondee is two stresses side by side, DUM-DUM, as in heartbreak. It rarely fills a whole poem, but it can slow a line and add weight.",
        "A line is named by its number of feet: three make trimeter, four tetrameter, five pentameter, six hexameter. So iambic tetrameter means four iambs in each line.",
      ],
    },
    {
      heading: "Iambic pentameter and its cousins",
      paragraphs: [
        "Iambic pentameter is five iambs, usually ten syllables: da-DUM, five times. Shakespeare wrote nearly all his sonnets in it. Take the opening of Sonnet 18: “Shall I compare thee to a summer's day?” That is ten syllables. The beats fall on I, on the second half of compare, then on to, sum and day. Notice that to gets only a light beat. Metre is a background pattern, and real speech bends it, so never shout every beat. The next line, “Thou art more lovely and more temperate”, has ten syllables too.",
        "Compare Wordsworth: “I wandered lonely as a cloud”. It is still da-DUM, but only four times, so it is iambic tetrameter. Then Blake: “Tyger Tyger, burning bright”. Here the stress comes first, DUM-da, so the feet are trochees, and the last unstressed syllable is dropped. The line has seven syllables and ends hard on bright. It beats like a hammer, fitting for a poem that asks what hammer, anvil and furnace made the tiger.",
      ],
    },
    {
      heading: "Rhyme and rhyme schemes",
      paragraphs: [
        "Rhyme is a match of end sounds, as in day and May. To describe a rhyme scheme, give the first line's end sound the letter A, the next new sound B, and so on. Two rhyming lines in a row make a couplet, A A. The first four lines of Sonnet 18 end with day, temperate, May and date: alternate rhyme, A B A B.",
        "A Shakespearean sonnet has fourteen lines: three groups of four, called quatrains, and a final couplet, rhyming A B A B, C D C D, E F E F, G G. Sonnet 18 ends with its couplet: “So long as men can breathe or eyes can see” and “So long lives this, and this gives life to thee.” The Italian, or Petrarchan, sonnet has an eight-line octave rhyming A B B A A B B A, and a six-line sestet with its own pattern, such as C D E C D E.",
        "The stanzas of Wordsworth's poem rhyme A B A B C C: cloud, hills, crowd, daffodils, then trees and breeze. Blake's Tyger moves in couplets, though to most modern ears eye and symmetry only half rhyme. That is called a near rhyme, or slant rhyme.",
        "Rhyme can also sit inside a line. Edgar Allan Poe's “Once upon a midnight dreary, while I pondered, weak and weary” rhymes dreary with weary within the line. That is internal rhyme. Some poems drop regular metre and rhyme altogether. This is free verse, and Walt Whitman's Leaves of Grass is a famous early example. It still has rhythm, from repetition and from where the lines break.",
      ],
    },
    {
      heading: "Analysing a poem in the exam",
      paragraphs: [
        "In an exam, work in four steps. First, read the poem and hear it in your head. Second, mark the stresses in a line or two and name the metre. Third, write the rhyme letters at the ends of the lines. Fourth, and this is where the marks are, explain what the sound does for the meaning. Naming a device is only the start.",
        "For example, the steady iambic pentameter of Sonnet 18 sounds calm and sure, which suits a speaker who promises that the poem will keep the beloved alive. The hammering trochees of The Tyger match its images of a forge. Quote a few words, then explain them.",
        "To recap: stress is the beat inside words, metre is the pattern of beats counted in feet, rhyme schemes are written with letters, and free verse sets its own rhythm. One thing to try: take the first four lines of a poem from your English textbook, tap out the stresses, write the rhyme letters at the line ends, and write two sentences on what the sound adds to the meaning.",
      ],
    },
  ],
  keyPoints: [
    {
      title: "Hear the stressed syllables",
      caption:
        "Every longer English word has a stressed syllable. Metre is the regular pattern of stressed and unstressed syllables in a line.",
    },
    {
      title: "Five feet",
      caption:
        "Iamb da-DUM, trochee DUM-da, anapaest da-da-DUM, dactyl DUM-da-da, spondee DUM-DUM. The number of feet names the line, as in pentameter.",
    },
    {
      title: "Iambic pentameter",
      caption:
        "Five iambs, usually ten syllables, as in “Shall I compare thee to a summer's day?” Blake's “Tyger Tyger, burning bright” uses trochees instead.",
    },
    {
      title: "Rhyme schemes in letters",
      caption:
        "Couplets rhyme A A, alternate lines A B A B. A Shakespearean sonnet rhymes A B A B, C D C D, E F E F, G G.",
    },
    {
      title: "Name it, then explain it",
      caption:
        "In the exam, scan a line, name the metre and rhyme scheme, then explain what the sound adds to the meaning.",
    },
  ],
  sources: [
    {
      title: "Poetry Foundation glossary: Meter",
      url: "https://www.poetryfoundation.org/education/glossary/metre",
    },
    {
      title: "Poetry Foundation glossary: Sonnet",
      url: "https://www.poetryfoundation.org/education/glossary/sonnet",
    },
    {
      title: "William Shakespeare, Sonnet 18, at the Poetry Foundation",
      url: "https://www.poetryfoundation.org/poems/45087/sonnet-18-shall-i-compare-thee-to-a-summers-day",
    },
    {
      title: "William Blake, The Tyger, at the Poetry Foundation",
      url: "https://www.poetryfoundation.org/poems/43687/the-tyger",
    },
  ],
};

export default script;
