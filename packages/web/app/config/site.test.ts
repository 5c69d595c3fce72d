import { describe, expect, it } from "vitest";
import { placeholderContact, placeholderContactFields } from "./site.ts";

describe("deployer contact details", () => {
  it("names every placeholder still in place, so npm start can warn about them", () => {
    expect(placeholderContactFields(placeholderContact)).toEqual([
      "contact.phone",
      "contact.whatsapp",
      "contact.email",
    ]);
  });

  it("is quiet once a deployer has set real details", () => {
    const real = {
      ...placeholderContact,
      phone: { display: "+91 80 4000 1234", tel: "+918040001234" },
      whatsapp: { display: "+91 98450 01234", number: "919845001234" },
      email: "help@example.org",
    };
    expect(placeholderContactFields(real)).toEqual([]);
    expect(placeholderContactFields({ ...real, email: "care@saathi.example" })).toEqual([
      "contact.email",
    ]);
  });
});
