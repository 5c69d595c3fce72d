import { describe, expect, it } from "vitest";
import {
  RISK_KINDS,
  crisisKinds,
  crisisTerms,
  isCrisisQuery,
  isPossibleRisk,
  matchWords,
} from "./crisis-terms.ts";

/**
 * Real queries, as people type them into search or the desk's form, in English, Hindi
 * (Devanagari, with and without nukta, chandrabindu or anusvara) and Hinglish, Bengali and
 * Marathi (each in its own script and typed in Latin letters):
 * - "risk": search shows the urgent lines and the desk flags the request "possible risk";
 * - "lines": search shows the urgent lines, the desk does not flag (panic, depression, anxiety,
 *   stress, addiction);
 * - "quiet": neither.
 * The Hindi and Hinglish rows include the review of 2026-11-28's table 1e, every one of which
 * stayed quiet before.
 */
const table: [query: string, expected: "risk" | "lines" | "quiet"][] = [
  // Suicide and wanting to die: English
  ["suicide", "risk"],
  ["Suicidal thoughts", "risk"],
  ["suicide helpline number", "risk"],
  ["I want to kill myself", "risk"],
  ["kill my self", "risk"],
  ["kil myself", "risk"],
  ["end my life", "risk"],
  ["i want to end it all", "risk"],
  ["want to die", "risk"],
  ["i wanna die", "risk"],
  ["i dont want to live anymore", "risk"],
  ["I don't want to live", "risk"],
  ["no reason to live", "risk"],
  ["tired of living", "risk"],
  ["better off dead", "risk"],
  ["how to hang myself", "risk"],
  ["sucide", "risk"],
  ["suiside", "risk"],
  ["sucidal", "risk"],
  // Suicide and wanting to die: Hindi
  ["आत्महत्या", "risk"],
  ["आत्म हत्या के विचार", "risk"],
  ["खुदकुशी", "risk"],
  ["ख़ुदकुशी", "risk"],
  ["सुसाइड", "risk"],
  ["सूसाइड", "risk"],
  ["मैं मरना चाहता हूँ", "risk"],
  ["मरना चाहती हूं", "risk"],
  ["मुझे मरना है", "risk"],
  ["मर जाना चाहता हूं", "risk"],
  ["मर जाऊँ", "risk"],
  ["मर जाऊं", "risk"],
  ["मैं मर जाऊंगा", "risk"],
  ["मर जाऊंगी", "risk"],
  ["मर जाउंगा", "risk"],
  ["मरने का मन करता है", "risk"],
  ["मरने के ख़याल", "risk"],
  ["मरने के ख्याल आते हैं", "risk"],
  ["मरने के विचार", "risk"],
  ["मरने की इच्छा", "risk"],
  ["अब जीना नहीं चाहता", "risk"],
  ["जीने की इच्छा नहीं", "risk"],
  ["जीने की वजह नहीं", "risk"],
  ["जीने का कोई मतलब नहीं", "risk"],
  ["ज़िंदगी ख़त्म करना चाहता हूँ", "risk"],
  ["जिन्दगी खत्म करना", "risk"],
  ["ज़िंदगी खतम", "risk"],
  ["ज़िंदगी से तंग आ गया हूं", "risk"],
  ["जान दे दूंगा", "risk"],
  ["जान दे दूँगी", "risk"],
  ["जान दे दूं", "risk"],
  ["जान देना चाहता हूं", "risk"],
  ["खुद को मार डालूं", "risk"],
  ["अपने आप को ख़त्म कर लूं", "risk"],
  ["फांसी लगा लूंगा", "risk"],
  ["ज़हर खा लिया", "risk"],
  // Suicide and wanting to die: Hinglish
  ["khudkushi", "risk"],
  ["khud kushi", "risk"],
  ["aatmhatya", "risk"],
  ["Aatm-hatya", "risk"],
  ["marna chahta hu", "risk"],
  ["marna chahti hoon", "risk"],
  ["mujhe marna hai", "risk"],
  ["mar jana hai", "risk"],
  ["mar jaunga", "risk"],
  ["mar jaungi", "risk"],
  ["mar jau", "risk"],
  ["main mar jaaunga", "risk"],
  ["marne ka man karta hai", "risk"],
  ["marne ke khayal", "risk"],
  ["jeena nahi hai", "risk"],
  ["jeene ki ichha nahi", "risk"],
  ["jeene ki icha nahi hai", "risk"],
  ["jeene ki wajah nahi", "risk"],
  ["zindagi khatam karna", "risk"],
  ["jindagi khatm", "risk"],
  ["zindagi se tang aa gaya", "risk"],
  ["jaan de dunga", "risk"],
  ["jaan de dungi", "risk"],
  ["jaan dena chahta hu", "risk"],
  ["khud ko maar lunga", "risk"],
  ["fansi laga lunga", "risk"],
  ["zeher kha liya", "risk"],
  // Self-harm
  ["self harm", "risk"],
  ["self-harm", "risk"],
  ["SELFHARM", "risk"],
  ["self harming", "risk"],
  ["slef harm", "risk"],
  ["I cut myself", "risk"],
  ["सेल्फ हार्म", "risk"],
  ["सेल्फ-हार्म", "risk"],
  ["खुद को काटना", "risk"],
  ["ख़ुद को नुक़सान पहुँचाना", "risk"],
  ["अपने आप को नुकसान", "risk"],
  ["khud ko kaat leti hu", "risk"],
  ["khud ko nuksan", "risk"],
  // Overdose and poisoning
  ["overdose", "risk"],
  ["took an over-dose", "risk"],
  ["ओवरडोज़", "risk"],
  ["ज़हर", "risk"],
  // Abuse, sexual violence, harassment, ragging
  ["abuse at home", "risk"],
  ["abusive husband", "risk"],
  ["domestic violence", "risk"],
  ["rape", "risk"],
  ["sexual assault", "risk"],
  ["sexually assaulted by teacher", "risk"],
  ["sexual harassment at coaching", "risk"],
  ["molested", "risk"],
  ["ragging in hostel", "risk"],
  ["bullying at school", "risk"],
  ["घर में मारपीट", "risk"],
  ["शोषण", "risk"],
  ["यौन उत्पीड़न", "risk"],
  ["घरेलू हिंसा", "risk"],
  ["रेप", "risk"],
  ["बलात्कार", "risk"],
  ["छेड़छाड़", "risk"],
  ["छेडछाड", "risk"],
  ["कॉलेज में रैगिंग", "risk"],
  ["balatkar", "risk"],
  ["chhedchhad", "risk"],
  ["ghar me maarpeet", "risk"],
  // Shows the lines in search, does not flag a request
  ["panic attack", "lines"],
  ["panicking before exam", "lines"],
  ["depression", "lines"],
  ["feeling depressed", "lines"],
  ["hopeless", "lines"],
  ["anxiety", "lines"],
  ["anxious all the time", "lines"],
  ["exam stress", "lines"],
  ["tension", "lines"],
  ["exam ki tension", "lines"],
  ["depresion", "lines"],
  ["anxity", "lines"],
  ["डिप्रेशन", "lines"],
  ["डिप्रेस्ड", "lines"],
  ["अवसाद", "lines"],
  ["एंग्जाइटी", "lines"],
  ["एंग्जायटी", "lines"],
  ["घबराहट", "lines"],
  ["चिंता", "lines"],
  ["परीक्षा का तनाव", "lines"],
  ["टेंशन", "lines"],
  ["नशा मुक्ति केंद्र", "lines"],
  ["tanav", "lines"],
  ["ghabrahat", "lines"],
  ["bahut chinta", "lines"],
  // Quiet: the site's everyday queries, and words that look like crisis words
  ["", "quiet"],
  ["diet", "quiet"],
  ["studied", "quiet"],
  ["die casting", "quiet"],
  ["study tips", "quiet"],
  ["father admitted icu", "quiet"],
  ["dropper year", "quiet"],
  ["ICU visiting hours", "quiet"],
  ["harmony", "quiet"],
  ["self study", "quiet"],
  ["cut off marks", "quiet"],
  ["marks", "quiet"],
  ["marksheet", "quiet"],
  ["market", "quiet"],
  ["a bus stop", "quiet"],
  ["an xylophone", "quiet"],
  ["panicle", "quiet"],
  ["overdue fees", "quiet"],
  ["therapist near me", "quiet"],
  ["Pomodoro", "quiet"],
  ["NEET seats", "quiet"],
  ["grape juice for patients", "quiet"],
  ["drape", "quiet"],
  ["rapid test", "quiet"],
  ["ragi", "quiet"],
  ["rag", "quiet"],
  ["dengue", "quiet"],
  ["discharge summary", "quiet"],
  ["blood pressure", "quiet"],
  ["harbour", "quiet"],
  ["jeena", "quiet"],
  ["marna", "quiet"],
  ["mar", "quiet"],
  ["mareez", "quiet"],
  ["mar gaye", "quiet"],
  ["jaan pehchan", "quiet"],
  ["padhai kaise kare", "quiet"],
  ["phone ki lat", "quiet"],
  ["चिंतन", "quiet"],
  ["मरम्मत", "quiet"],
  ["मरीज़", "quiet"],
  ["मरीज की देखभाल", "quiet"],
  ["मरहम", "quiet"],
  ["रेपो रेट", "quiet"],
  ["रेपो", "quiet"],
  ["रेल", "quiet"],
  ["जानकारी", "quiet"],
  ["जान पहचान", "quiet"],
  ["पढ़ाई के तरीके", "quiet"],
  ["पढ़ाई में मन नहीं लगता", "quiet"],
  ["ध्यान नहीं लगता", "quiet"],
  ["फ़ोन की लत", "quiet"],
  ["जीवन बीमा", "quiet"],
  ["दवा का नाम", "quiet"],
  ["stream selection", "quiet"],
  // Bengali (its own script, and typed in Latin letters)
  ["আমি আত্মহত্যা করতে চাই", "risk"],
  ["আত্মহত্যার চিন্তা আসছে", "risk"],
  ["আমি মরে যেতে চাই", "risk"],
  ["আর বাঁচতে চাই না", "risk"],
  ["আর বাচতে চাই না", "risk"],
  ["বেঁচে থেকে লাভ নেই", "risk"],
  ["নিজেকে শেষ করে দেব", "risk"],
  ["ও বিষ খেয়েছে, এখন কী করব", "risk"],
  ["নিজেকে আঘাত করি", "risk"],
  ["ভাই ওভারডোজ নিয়েছে", "risk"],
  ["স্বামী রোজ মারধর করে", "risk"],
  ["কলেজে র‍্যাগিং হচ্ছে", "risk"],
  ["অফিসে যৌন হয়রানি", "risk"],
  ["atmohotya korte chai", "risk"],
  ["atmohottya", "risk"],
  ["ami more jete chai", "risk"],
  ["r bachte chai na", "risk"],
  ["nijeke shesh kore debo", "risk"],
  ["bish kheye nebo", "risk"],
  ["nijeke kete feli", "risk"],
  ["bari te nirjaton hoy", "risk"],
  ["প্যানিক অ্যাটাক হলে কী করব", "lines"],
  ["বুক ধড়ফড় করছে", "lines"],
  ["আমি অবসাদে আছি, বিষণ্ণতা কাটছে না", "lines"],
  ["পরীক্ষার আগে খুব দুশ্চিন্তা হয়", "lines"],
  ["মানসিক চাপ", "lines"],
  ["obosad", "lines"],
  ["dushchinta hocche", "lines"],
  ["পরীক্ষার বিষয় কী কী", "quiet"],
  ["বিশ টাকা লাগবে", "quiet"],
  ["bish taka lagbe", "quiet"],
  ["হাসতে হাসতে মরে গেলাম", "quiet"],
  ["মা হাসপাতালে ভর্তি, রাতে কে থাকবে", "quiet"],
  ["শিরায় স্যালাইন দেওয়া হয়েছে", "quiet"],
  ["কাউন্সেলিং কীভাবে পাব", "quiet"],
  ["বাবার অপারেশনের পরে যত্ন", "quiet"],
  ["more gelam garome", "quiet"],
  // Marathi (Devanagari, and typed in Latin letters)
  ["मला आत्महत्या करावीशी वाटते", "risk"],
  ["आत्महत्येचे विचार येतात", "risk"],
  ["मला जीव द्यायचा आहे", "risk"],
  ["मला मरायचं आहे", "risk"],
  ["मरून जावंसं वाटतं", "risk"],
  ["आता जगायचं नाही", "risk"],
  ["जगण्यात अर्थ नाही", "risk"],
  ["स्वतःला संपवून टाकीन", "risk"],
  ["स्वत:ला इजा करून घेतली", "risk"],
  ["त्याने विष प्यायले", "risk"],
  ["नवरा रोज मारहाण करतो", "risk"],
  ["ऑफिसमध्ये लैंगिक छळ होतो", "risk"],
  ["jiv dyaycha ahe", "risk"],
  ["mala marun jaycha ahe", "risk"],
  ["aatmahatya karavishi vatate", "risk"],
  ["atmahatyecha vichar", "risk"],
  ["ata jagaych nahi", "risk"],
  ["swatala sampavnar", "risk"],
  ["gharat marhan hote", "risk"],
  ["पॅनिक अटॅक आला", "lines"],
  ["छातीत धडधड होते", "lines"],
  ["मी नैराश्यात आहे", "lines"],
  ["परीक्षेचा मानसिक ताण", "lines"],
  ["ताणतणाव कसा कमी करायचा", "lines"],
  ["nairashya", "lines"],
  ["काळजी घ्या", "quiet"],
  ["माझा आवडता विषय गणित", "quiet"],
  ["वीस रुपये", "quiet"],
  ["आईला मुलांचा खूप जीव लावते", "quiet"],
  ["आम्ही हसून हसून मेलो", "quiet"],
  ["रुग्णालयात रात्री कोण थांबेल", "quiet"],
  ["समुपदेशन कसे मिळेल", "quiet"],
  ["kalji ghya", "quiet"],
  ["vish rupaye", "quiet"],
  ["chhal kapat", "quiet"],
];

describe("the crisis words, on real queries", () => {
  it("has a table of at least 150 queries, both ways", () => {
    expect(table.length).toBeGreaterThanOrEqual(150);
    expect(table.filter(([, e]) => e === "quiet").length).toBeGreaterThan(40);
  });

  it.each(table)("%j: %s", (query, expected) => {
    expect(isCrisisQuery(query), "search shows the lines").toBe(expected !== "quiet");
    expect(isPossibleRisk(query), "the desk flags it").toBe(expected === "risk");
  });
});

describe("crisis matching", () => {
  it("reads case, punctuation, accents, nuktas and joiners away", () => {
    expect(matchWords("  Self-HARM!! ")).toEqual(["self", "harm"]);
    expect(matchWords("ख़ुदकुशी")).toEqual(matchWords("खुदकुशी"));
    expect(matchWords("हूँ")).toEqual(matchWords("हूं"));
    expect(matchWords("anxiété")).toEqual(["anxiete"]);
    expect(matchWords("don’t")).toEqual(["dont"]);
    expect(matchWords("বাঁচতে")).toEqual(matchWords("বাচতে"));
  });

  // Its speed is not timed here (a busy CI machine is not a failure): the words deep in a long
  // message are found all the same.
  it("names the kinds a long text speaks of", () => {
    const message = `${"मेरे बेटे की पढ़ाई और परीक्षा के बारे में सलाह चाहिए। ".repeat(60)}वह कहता है कि मर जाऊंगा, और उसे चिंता बहुत है।`;
    expect([...crisisKinds(message)].sort()).toEqual(["anxiety", "suicide"]);
  });

  it("covers every kind in English, Devanagari (Hindi and Marathi), Bengali and Latin letters, and every term matches itself", () => {
    for (const [kind, group] of Object.entries(crisisTerms)) {
      if (kind === "addiction") continue;
      expect(group.length, kind).toBeGreaterThan(3);
      expect(
        group.some((term) => /[\u0900-\u097f]/.test(term)),
        kind,
      ).toBe(true);
      expect(
        group.some((term) => /[a-z]/.test(term)),
        kind,
      ).toBe(true);
      expect(
        group.some((term) => /[\u0980-\u09ff]/.test(term)),
        `${kind} in Bengali`,
      ).toBe(true);
    }
    for (const [kind, group] of Object.entries(crisisTerms))
      for (const term of group)
        expect([...crisisKinds(term.replace(/\*$/, ""))], term).toContain(kind);
    expect(RISK_KINDS).not.toContain("anxiety");
  });
});
