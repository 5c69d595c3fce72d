/**
 * Mail in the languages besides English (GoTrue's): one entry per language, each with its default
 * subjects (AUTH_MAILER_SUBJECTS_<KIND>_<LANG> when unset) and bodies (when
 * AUTH_MAILER_TEMPLATES_<KIND>_<LANG> is unset or cannot be fetched): GoTrue's defaults (and our
 * existing-account mail) in everyday Hindi, Bengali (as written in West Bengal) and Marathi (as
 * written in Maharashtra), with the same variables. A new language is a new entry here: its
 * settings (config-schema.ts, config.ts) and its choice (templates.ts `mailLocale`) follow.
 */
import type { MailKind } from "./templates.ts";

export type LocaleMail = {
  subjects: Record<MailKind, string>;
  bodies: Record<MailKind, string>;
  /**
   * The ten digits that numbers the server fills in ({{ .RemainingCodes }}) are written in, where
   * the language writes its own; unset: Western digits (Hindi's pages use them).
   */
  digits?: string;
};

/** The part of a mail kind's variable names: AUTH_MAILER_SUBJECTS_<this>_<LANG>. */
export const MAIL_KIND_VARIABLES = {
  confirmation: "CONFIRMATION",
  invite: "INVITE",
  recovery: "RECOVERY",
  magic_link: "MAGIC_LINK",
  email_change: "EMAIL_CHANGE",
  reauthentication: "REAUTHENTICATION",
  mfa_recovery_code_used: "MFA_RECOVERY_CODE_USED_NOTIFICATION",
  existing_account: "EXISTING_ACCOUNT",
} as const satisfies Record<MailKind, string>;

/** The languages besides English that mail is written in. */
export const OTHER_MAIL_LOCALES = ["hi", "bn", "mr"] as const;
export type OtherMailLocale = (typeof OTHER_MAIL_LOCALES)[number];

export const LOCALE_MAIL: Record<OtherMailLocale, LocaleMail> = {
  hi: {
    subjects: {
      confirmation: "अपना ईमेल पक्का करें",
      invite: "आपको न्योता मिला है",
      recovery: "अपना पासवर्ड रीसेट करें",
      magic_link: "आपका साइन इन लिंक",
      email_change: "अपना नया ईमेल पक्का करें",
      reauthentication: "{{ .Token }} आपका वेरिफ़िकेशन कोड है",
      mfa_recovery_code_used: "साइन इन के लिए एक रिकवरी कोड इस्तेमाल हुआ",
      existing_account: "किसी ने इस ईमेल से अकाउंट बनाने की कोशिश की",
    },
    bodies: {
      invite: `<div lang="hi">
<h2>आपको न्योता मिला है</h2>

<p>आपको एक अकाउंट बनाने का न्योता मिला है। न्योता मानने के लिए नीचे दिया लिंक खोलें।</p>
<p><a href="{{ .ConfirmationURL }}">न्योता मानें</a></p>
</div>`,
      confirmation: `<div lang="hi">
<h2>अपना ईमेल पक्का करें</h2>

<p>यह ईमेल पता पक्का करने और साइन अप पूरा करने के लिए नीचे दिया लिंक खोलें।</p>
<p><a href="{{ .ConfirmationURL }}">ईमेल पक्का करें</a></p>
</div>`,
      recovery: `<div lang="hi">
<h2>अपना पासवर्ड रीसेट करें</h2>

<p>आपका पासवर्ड रीसेट करने की रिक्वेस्ट आई है। नया पासवर्ड चुनने के लिए नीचे दिया लिंक खोलें।</p>
<p><a href="{{ .ConfirmationURL }}">पासवर्ड रीसेट करें</a></p>
<p>अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।</p>
</div>`,
      magic_link: `<div lang="hi">
<h2>आपका साइन इन लिंक</h2>

<p>साइन इन करने के लिए नीचे दिया लिंक खोलें। यह लिंक थोड़ी देर ही चलता है और सिर्फ़ एक बार काम करता है।</p>
<p><a href="{{ .ConfirmationURL }}">साइन इन करें</a></p>
</div>`,
      email_change: `<div lang="hi">
<h2>अपना नया ईमेल पक्का करें</h2>

<p>{{ .NewEmail }} को अपना नया ईमेल पता पक्का करने के लिए नीचे दिया लिंक खोलें।</p>
<p><a href="{{ .ConfirmationURL }}">नया ईमेल पक्का करें</a></p>
<p>अगर आपने यह बदलाव नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।</p>
</div>`,
      reauthentication: `<div lang="hi">
<h2>आपका वेरिफ़िकेशन कोड</h2>

<p>यह आप ही हैं, यह पक्का करने के लिए नीचे दिया कोड डालें। यह थोड़ी देर ही चलता है।</p>
<p>{{ .Token }}</p>
</div>`,
      mfa_recovery_code_used: `<div lang="hi">
<h2>एक रिकवरी कोड इस्तेमाल हुआ</h2>

<p>{{ .Email }} के एक रिकवरी कोड से अभी-अभी साइन इन किया गया। अब {{ .RemainingCodes }} कोड बचे हैं।</p>
<p>अगर यह आप नहीं थे, तो अभी अपना पासवर्ड बदलें और नए रिकवरी कोड बनाएँ।</p>
</div>`,
      existing_account: `<div lang="hi">
<h2>किसी ने इस ईमेल से अकाउंट बनाने की कोशिश की</h2>

<p>किसी ने अभी इस ईमेल पते से साइन अप करने की कोशिश की, लेकिन इस पते का अकाउंट पहले से है, इसलिए कोई नया अकाउंट नहीं बना।</p>
<p>अगर यह आप थे, तो साइन इन करें, या पासवर्ड भूल गए हों तो उसे रीसेट करें: <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
<p>अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर दें: आपके अकाउंट में कुछ नहीं बदला है।</p>
</div>`,
    },
  },
  bn: {
    subjects: {
      confirmation: "আপনার ইমেল ঠিকানা নিশ্চিত করুন",
      invite: "আপনাকে আমন্ত্রণ জানানো হয়েছে",
      recovery: "আপনার পাসওয়ার্ড রিসেট করুন",
      magic_link: "আপনার সাইন ইন লিংক",
      email_change: "আপনার নতুন ইমেল ঠিকানা নিশ্চিত করুন",
      reauthentication: "{{ .Token }} আপনার যাচাই কোড",
      mfa_recovery_code_used: "সাইন ইন করতে একটি রিকভারি কোড ব্যবহার করা হয়েছে",
      existing_account: "কেউ এই ইমেল দিয়ে অ্যাকাউন্ট খোলার চেষ্টা করেছেন",
    },
    bodies: {
      invite: `<div lang="bn">
<h2>আপনাকে আমন্ত্রণ জানানো হয়েছে</h2>

<p>আপনাকে একটি অ্যাকাউন্ট খোলার আমন্ত্রণ জানানো হয়েছে। আমন্ত্রণ গ্রহণ করতে নিচের লিংকটি খুলুন।</p>
<p><a href="{{ .ConfirmationURL }}">আমন্ত্রণ গ্রহণ করুন</a></p>
</div>`,
      confirmation: `<div lang="bn">
<h2>আপনার ইমেল ঠিকানা নিশ্চিত করুন</h2>

<p>এই ইমেল ঠিকানাটি নিশ্চিত করে সাইন আপ শেষ করতে নিচের লিংকটি খুলুন।</p>
<p><a href="{{ .ConfirmationURL }}">ইমেল ঠিকানা নিশ্চিত করুন</a></p>
</div>`,
      recovery: `<div lang="bn">
<h2>আপনার পাসওয়ার্ড রিসেট করুন</h2>

<p>আপনার পাসওয়ার্ড রিসেট করার একটি অনুরোধ আমরা পেয়েছি। নতুন পাসওয়ার্ড বেছে নিতে নিচের লিংকটি খুলুন।</p>
<p><a href="{{ .ConfirmationURL }}">পাসওয়ার্ড রিসেট করুন</a></p>
<p>আপনি এটা না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন।</p>
</div>`,
      magic_link: `<div lang="bn">
<h2>আপনার সাইন ইন লিংক</h2>

<p>সাইন ইন করতে নিচের লিংকটি খুলুন। লিংকটি অল্প সময়ের জন্য কাজ করবে এবং একবারই ব্যবহার করা যাবে।</p>
<p><a href="{{ .ConfirmationURL }}">সাইন ইন করুন</a></p>
</div>`,
      email_change: `<div lang="bn">
<h2>আপনার নতুন ইমেল ঠিকানা নিশ্চিত করুন</h2>

<p>{{ .NewEmail }} ঠিকানাটিকে আপনার নতুন ইমেল ঠিকানা হিসেবে নিশ্চিত করতে নিচের লিংকটি খুলুন।</p>
<p><a href="{{ .ConfirmationURL }}">নতুন ইমেল ঠিকানা নিশ্চিত করুন</a></p>
<p>আপনি এই পরিবর্তন না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন।</p>
</div>`,
      reauthentication: `<div lang="bn">
<h2>আপনার যাচাই কোড</h2>

<p>এটা যে আপনিই, তা যাচাই করতে নিচের কোডটি দিন। কোডটি অল্প সময়ের জন্য কাজ করবে।</p>
<p>{{ .Token }}</p>
</div>`,
      mfa_recovery_code_used: `<div lang="bn">
<h2>একটি রিকভারি কোড ব্যবহার করা হয়েছে</h2>

<p>{{ .Email }} ঠিকানার একটি রিকভারি কোড দিয়ে এইমাত্র সাইন ইন করা হয়েছে। এখন {{ .RemainingCodes }}টি কোড বাকি আছে।</p>
<p>এটা আপনি না হলে এখনই আপনার পাসওয়ার্ড বদলান এবং নতুন রিকভারি কোড তৈরি করুন।</p>
</div>`,
      existing_account: `<div lang="bn">
<h2>কেউ এই ইমেল দিয়ে অ্যাকাউন্ট খোলার চেষ্টা করেছেন</h2>

<p>কেউ এইমাত্র এই ইমেল ঠিকানা দিয়ে সাইন আপ করার চেষ্টা করেছেন, কিন্তু এই ঠিকানায় আগে থেকেই একটি অ্যাকাউন্ট আছে, তাই নতুন কোনো অ্যাকাউন্ট খোলা হয়নি।</p>
<p>এটা আপনি হলে সাইন ইন করুন, বা পাসওয়ার্ড ভুলে গিয়ে থাকলে সেটি রিসেট করুন: <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
<p>এটা আপনি না হলে এই ইমেলটি উপেক্ষা করতে পারেন: আপনার অ্যাকাউন্টে কিছুই বদলায়নি।</p>
</div>`,
    },
    digits: "০১২৩৪৫৬৭৮৯",
  },
  mr: {
    subjects: {
      confirmation: "तुमचा ईमेल पत्ता निश्चित करा",
      invite: "तुम्हाला आमंत्रण आले आहे",
      recovery: "तुमचा पासवर्ड रीसेट करा",
      magic_link: "तुमची साइन इन लिंक",
      email_change: "तुमचा नवीन ईमेल पत्ता निश्चित करा",
      reauthentication: "{{ .Token }} हा तुमचा पडताळणी कोड आहे",
      mfa_recovery_code_used: "साइन इन करण्यासाठी एक रिकव्हरी कोड वापरला गेला",
      existing_account: "कोणीतरी या ईमेलने खाते उघडण्याचा प्रयत्न केला",
    },
    bodies: {
      invite: `<div lang="mr">
<h2>तुम्हाला आमंत्रण आले आहे</h2>

<p>तुम्हाला खाते उघडण्याचे आमंत्रण आले आहे. आमंत्रण स्वीकारण्यासाठी खालील लिंक उघडा.</p>
<p><a href="{{ .ConfirmationURL }}">आमंत्रण स्वीकारा</a></p>
</div>`,
      confirmation: `<div lang="mr">
<h2>तुमचा ईमेल पत्ता निश्चित करा</h2>

<p>हा ईमेल पत्ता निश्चित करून साइन अप पूर्ण करण्यासाठी खालील लिंक उघडा.</p>
<p><a href="{{ .ConfirmationURL }}">ईमेल पत्ता निश्चित करा</a></p>
</div>`,
      recovery: `<div lang="mr">
<h2>तुमचा पासवर्ड रीसेट करा</h2>

<p>तुमचा पासवर्ड रीसेट करण्याची विनंती आम्हाला मिळाली आहे. नवीन पासवर्ड निवडण्यासाठी खालील लिंक उघडा.</p>
<p><a href="{{ .ConfirmationURL }}">पासवर्ड रीसेट करा</a></p>
<p>तुम्ही हे मागितले नसेल, तर या ईमेलकडे दुर्लक्ष करा.</p>
</div>`,
      magic_link: `<div lang="mr">
<h2>तुमची साइन इन लिंक</h2>

<p>साइन इन करण्यासाठी खालील लिंक उघडा. ही लिंक थोडा वेळच चालते आणि एकदाच वापरता येते.</p>
<p><a href="{{ .ConfirmationURL }}">साइन इन करा</a></p>
</div>`,
      email_change: `<div lang="mr">
<h2>तुमचा नवीन ईमेल पत्ता निश्चित करा</h2>

<p>{{ .NewEmail }} हा तुमचा नवीन ईमेल पत्ता म्हणून निश्चित करण्यासाठी खालील लिंक उघडा.</p>
<p><a href="{{ .ConfirmationURL }}">नवीन ईमेल पत्ता निश्चित करा</a></p>
<p>तुम्ही हा बदल मागितला नसेल, तर या ईमेलकडे दुर्लक्ष करा.</p>
</div>`,
      reauthentication: `<div lang="mr">
<h2>तुमचा पडताळणी कोड</h2>

<p>हे तुम्हीच आहात याची खात्री करण्यासाठी खालील कोड टाका. हा कोड थोडा वेळच चालतो.</p>
<p>{{ .Token }}</p>
</div>`,
      mfa_recovery_code_used: `<div lang="mr">
<h2>एक रिकव्हरी कोड वापरला गेला</h2>

<p>{{ .Email }} च्या एका रिकव्हरी कोडने आत्ताच साइन इन केले गेले. आता {{ .RemainingCodes }} कोड शिल्लक आहेत.</p>
<p>हे तुम्ही नसाल, तर आत्ताच तुमचा पासवर्ड बदला आणि नवीन रिकव्हरी कोड तयार करा.</p>
</div>`,
      existing_account: `<div lang="mr">
<h2>कोणीतरी या ईमेलने खाते उघडण्याचा प्रयत्न केला</h2>

<p>कोणीतरी आत्ताच या ईमेल पत्त्याने साइन अप करण्याचा प्रयत्न केला, पण या पत्त्याचे खाते आधीपासूनच आहे, त्यामुळे नवीन खाते उघडले गेले नाही.</p>
<p>हे तुम्ही असाल, तर साइन इन करा, किंवा पासवर्ड विसरला असाल तर तो रीसेट करा: <a href="{{ .SiteURL }}">{{ .SiteURL }}</a></p>
<p>हे तुम्ही नसाल, तर या ईमेलकडे दुर्लक्ष करा: तुमच्या खात्यात काहीही बदललेले नाही.</p>
</div>`,
    },
    digits: "०१२३४५६७८९",
  },
};
