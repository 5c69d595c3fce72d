/**
 * The hospital words of content/glossary.ts in Marathi (twin of content/hi/glossary.ts): the
 * same ids in the same order. Each `match` finds the word in Marathi running text, in
 * Devanagari or as the Latin acronym. JavaScript's \b does not see Devanagari letters (their
 * vowel signs are marks, \p{M}), so a word's edges are lookarounds on letters and marks
 * instead. Marathi writes its case endings joined to the word (आयसीयूमध्ये, व्हेंटिलेटरवर),
 * so the word may be followed by one of them; the marked text is the word alone.
 */
import type { GlossaryTerm } from "../glossary.ts";

/** Case endings and postpositions Marathi writes joined to a noun, optionally followed by ही ("also"). */
const endings =
  "मध्ये|मधील|मधून|मधे|साठी|मुळे|कडे|कडून|पर्यंत|वरील|वरून|वर|च्या|ची|चा|चे|ला|ना|ने|नी|तील|तून|त|सारखे|सारखी|सारखा";

/** The alternatives in `source` as a whole word: no letter or vowel sign before, and after it only a joined Marathi ending. */
function word(source: string, flags = ""): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{M}])(?:${source})(?=(?:${endings})?(?:ही)?(?![\\p{L}\\p{M}]))`,
    `u${flags}`,
  );
}

export const glossary: readonly GlossaryTerm[] = [
  {
    id: "uhid",
    term: "यूएचआयडी (UHID)",
    match: word("UHID|यूएचआयडी|यूएचआईडी"),
    definition:
      "युनिक हेल्थ आयडेंटिफिकेशन नंबर: नोंदणीच्या वेळी हॉस्पिटल रुग्णाला जो नंबर देते तो. तो नोंदणीच्या पावतीवर आणि प्रत्येक रिपोर्टवर लिहिलेला असतो; प्रत्येक काउंटरवर हाच नंबर सांगा.",
  },
  {
    id: "opd",
    term: "ओपीडी (OPD)",
    match: word("OPD|ओपीडी"),
    definition: "आउटपेशंट डिपार्टमेंट (बाह्यरुग्ण विभाग): जिथे रुग्ण दाखल न होता डॉक्टरांना दाखवतो.",
  },
  {
    id: "ipd",
    term: "आयपीडी (IPD)",
    match: word("IPD|आयपीडी|आईपीडी"),
    definition:
      "इनपेशंट डिपार्टमेंट (आंतररुग्ण विभाग): हॉस्पिटलमध्ये दाखल होऊन तिथेच बेडवर राहणाऱ्या रुग्णाचे उपचार.",
  },
  {
    id: "cghs",
    term: "सीजीएचएस (CGHS)",
    match: word("CGHS|सीजीएचएस"),
    definition:
      "केंद्र सरकार आरोग्य योजना (Central Government Health Scheme): केंद्र सरकारचे कर्मचारी, पेन्शनधारक आणि त्यांच्या कुटुंबांच्या उपचारांचे कव्हर, CGHS वेलनेस सेंटर आणि पॅनलवरील हॉस्पिटलमध्ये.",
  },
  {
    id: "pm-jay",
    term: "आयुष्मान भारत / PM-JAY",
    match: word(
      "Ayushman Bharat PM-JAY|PM-JAY|Ayushman Bharat|आयुष्मान भारत(?: PM-JAY)?|आयुष्मान कार्ड|पीएम-जेएवाय|पीएम-जेएवाई",
    ),
    definition:
      "आयुष्मान भारत प्रधानमंत्री जन आरोग्य योजना, म्हणजे पॅनलवरील हॉस्पिटलमध्ये दाखल होऊन उपचारांसाठी सरकारचे हेल्थ कव्हर: {fact:pmjay-cover}.",
  },
  {
    id: "tpa",
    term: "टीपीए (TPA)",
    match: word("TPA|टीपीए"),
    definition:
      "थर्ड पार्टी ॲडमिनिस्ट्रेटर: विमा कंपनीच्या वतीने हेल्थ इन्शुरन्सचा क्लेम सांभाळणारी कंपनी. हॉस्पिटलमध्ये TPA किंवा इन्शुरन्स डेस्क असतो, जो हे काम पाहतो.",
  },
  {
    id: "empanelled",
    term: "पॅनलवरील हॉस्पिटल (एम्पॅनल्ड)",
    match: word(
      "(?:पॅनलवरील|पॅनेलवरील|पॅनलमधील|पॅनेलमधील|एम्पॅनल्ड|एम्पॅनेल्ड|इम्पॅनल्ड)(?: हॉस्पिटल| रुग्णालय| रुग्णालये)?|empanelled(?: hospitals?)?",
      "i",
    ),
    definition:
      "असे हॉस्पिटल ज्याचा एखाद्या विमा कंपनीशी किंवा सरकारी योजनेशी (उदा. CGHS किंवा PM-JAY) करार आहे की ते तिच्या सदस्यांवर उपचार करेल, अनेकदा आधी पैसे न घेता.",
  },
  {
    id: "cashless",
    term: "कॅशलेस",
    match: word("कॅशलेस|कैशलेस|cashless", "i"),
    definition:
      "असे उपचार ज्यात विमा कंपनी किंवा योजना थेट हॉस्पिटलला पैसे देते. तुम्हाला फक्त कव्हरमध्ये न बसणारी रक्कम द्यावी लागते.",
  },
  {
    id: "discharge-summary",
    term: "डिस्चार्ज समरी",
    match: word("डिस्चार्ज समरी|discharge summar(?:y|ies)", "i"),
    definition:
      "रुग्ण घरी जाताना हॉस्पिटलने लिहून दिलेला सारांश: आजार काय निघाला (निदान), कोणते उपचार दिले, कोणती औषधे पुढे चालू ठेवायची आणि पुन्हा कधी दाखवायचे. याच्या प्रती जपून ठेवा.",
  },
  {
    id: "icu",
    term: "आयसीयू (ICU)",
    match: word("ICU|आयसीयू|अतिदक्षता विभाग"),
    definition:
      "इंटेन्सिव्ह केअर युनिट (अतिदक्षता विभाग): ज्या रुग्णांवर सतत लक्ष ठेवावे लागते, किंवा ज्यांच्या श्वासाला, हृदयाला किंवा इतर अवयवांना आधाराची गरज असते, त्यांच्यासाठी. इथे वॉर्डच्या तुलनेत प्रत्येक रुग्णासाठी जास्त नर्स असतात.",
  },
  {
    id: "hdu",
    term: "एचडीयू (HDU)",
    match: word("HDU|एचडीयू"),
    definition:
      "हाय डिपेंडन्सी युनिट: आयसीयू आणि वॉर्डच्या मधला टप्पा, ज्या रुग्णांवर वॉर्डपेक्षा जास्त बारकाईने लक्ष ठेवायचे असते त्यांच्यासाठी.",
  },
  {
    id: "attendant-pass",
    term: "अटेंडंट पास",
    match: word("अटेंडंट पास|अटेंडन्ट पास|अटेंडेंट पास|attendant pass(?:es)?", "i"),
    definition:
      "हॉस्पिटल रुग्णाच्या नातेवाइकाला किंवा काळजी घेणाऱ्याला (अटेंडंट) देते तो पास, म्हणजे ती व्यक्ती रुग्णासोबत थांबू शकते किंवा त्याला भेटू शकते. बहुतेक हॉस्पिटल एक किंवा दोन अटेंडंटना परवानगी देतात.",
  },
  // The ICU words families hear at the bedside (the ICU guide names them).
  {
    id: "ventilator",
    term: "व्हेंटिलेटर",
    match: word("व्हेंटिलेटर|व्हेन्टिलेटर|वेंटिलेटर|ventilators?", "i"),
    definition:
      "श्वास घ्यायला मदत करणारे मशीन. रुग्ण स्वतः नीट श्वास घेऊ शकत नसेल, तेव्हा ते तोंडात किंवा घशात घातलेल्या एका नळीतून फुफ्फुसांपर्यंत जास्त ऑक्सिजन असलेली हवा पोहोचवते. ते फुफ्फुसांना आधार देते; आजारावर स्वतः उपचार करत नाही.",
  },
  {
    id: "sedation",
    term: "सेडेशन (गुंगीचे औषध)",
    match: word("सेडेशन|sedat(?:ion|ed)", "i"),
    definition:
      "अशी औषधे जी रुग्णाला शांत, गुंगीत किंवा झोपलेले ठेवतात, म्हणजे श्वासाची नळी किंवा वेदनादायक उपचार सहन करता येतील. रुग्णाला जागे करण्याची वेळ आली की डॉक्टर ती हळूहळू कमी करतात.",
  },
  {
    id: "sepsis",
    term: "सेप्सिस",
    match: word("सेप्सिस|sepsis", "i"),
    definition:
      "एखाद्या इन्फेक्शनवर शरीराची स्वतःचीच प्रतिक्रिया त्याच्याच अवयवांना इजा करू लागते, ती स्थिती. ही इमर्जन्सी आहे; यावर हॉस्पिटलमध्ये अँटिबायोटिक औषधे, सलाईनमधून (ड्रिप) दिले जाणारे पाणी आणि औषधे, आणि अवयवांना आधार देऊन उपचार होतात.",
  },
  {
    id: "dialysis",
    term: "डायलिसिस",
    match: word("डायलिसिस|dialysis", "i"),
    definition:
      "किडनी रक्त स्वच्छ करू शकत नसेल, तेव्हा मशीनने रक्त स्वच्छ करणे: त्यातील घाण आणि जास्तीचे पाणी काढणे. आयसीयूमधील काही रुग्णांना याची गरज फक्त त्यांची किडनी पुन्हा बरी होईपर्यंतच असते.",
  },
  {
    id: "vitals",
    term: "व्हायटल्स (व्हायटल साइन्स)",
    match: word("व्हायटल्स|व्हायटल साइन्स|वाइटल्स|वाइटल साइन्स|vitals|vital signs", "i"),
    definition:
      "शरीर कसे चालले आहे याची मूलभूत मोजमापे: नाडी (पल्स), ब्लड प्रेशर, श्वासाचा वेग, शरीराचे तापमान आणि ऑक्सिजनची पातळी. आयसीयू बेडजवळ लावलेला मॉनिटर ही सतत दाखवतो.",
  },
];
