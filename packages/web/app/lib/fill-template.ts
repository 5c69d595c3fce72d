/** Fills `{name}` placeholders of a message template carried in markup (`data-template`); an unknown name becomes empty. */
export const fillTemplate = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, key: string) => values[key] ?? "");
