/**
 * Words people search with that a page answers but does not use in its text (a page about
 * "low mood" is still the answer to "depression"). The build adds them to the search index
 * only (scripts/postbuild.ts), never to the page people read, so the visible text stays as
 * written. Keep each list to what the page really covers.
 */
import type { SitePath } from "./routes.ts";

export const searchKeywords: Partial<Record<SitePath, readonly string[]>> = {
  "/mental-health-support": [
    "anxiety",
    "anxious",
    "depression",
    "depressed",
    "stress",
    "panic attack",
    "suicide",
    "suicidal thoughts",
    "self-harm",
    "wanting to die",
    "overdose",
    "abuse",
    "hopeless",
    "therapy",
    "counselling",
    "Tele-MANAS",
    "आत्महत्या",
    "खुदकुशी",
    "डिप्रेशन",
    "अवसाद",
    "चिंता",
    "घबराहट",
    "तनाव",
    "aatmhatya",
    "khudkushi",
    "tanav",
    "ghabrahat",
  ],
  "/internal-thoughts-distractions": ["anxiety", "worry", "overthinking", "exam stress", "panic"],
  "/academic-counseling": ["exam stress", "pressure", "anxiety", "counselling"],
  "/peer-support-groups": ["loneliness", "lonely", "stress", "someone to talk to"],
  "/icu-ward-assistance": ["admitted", "parent in ICU", "father", "mother", "hospital stay"],
  "/strategic-decision-support": ["dropper", "drop year", "repeat the exam"],
};
