/**
 * How a catalogue travels in the page's data. Route data is encoded with React Router's
 * turbo-stream, which cannot carry a function (it silently turns one into `undefined`), and
 * a message with values is a function (catalogue.ts). So the root loader sends each such
 * message as its template, the function called with placeholders, and the page rebuilds the
 * function from it. A message function must therefore only place its parameters in its text
 * (no conditions on them): `toWire` checks every placeholder comes back, at build time.
 */
import type { Messages } from "./catalogue.ts";

/** A catalogue as it travels: strings, and `{ [TEMPLATE]: text }` for a message with values. */
export type WireMessages = { readonly __wire: true };

const TEMPLATE = "$template";
// A private-use character, which no message of any language contains.
const placeholder = (i: number) => `\uE000${i}\uE000`;
const PLACEHOLDER = /\uE000(\d+)\uE000/g;

type Node =
  string | ((...args: string[]) => string) | readonly Node[] | { readonly [key: string]: Node };
type WireNode = string | readonly WireNode[] | { readonly [key: string]: WireNode };

function encode(node: Node, path: string): WireNode {
  if (typeof node === "string") return node;
  if (typeof node === "function") {
    const params = Array.from({ length: node.length }, (_, i) => placeholder(i));
    const template = node(...params);
    for (const param of params)
      if (!template.includes(param))
        throw new Error(`Message "${path}" must place each of its ${params.length} parameters`);
    return { [TEMPLATE]: template };
  }
  // A list of messages (the offline page's points) stays a list.
  if (Array.isArray(node)) return node.map((item: Node, i) => encode(item, `${path}.${i}`));
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, encode(value, path ? `${path}.${key}` : key)]),
  );
}

function decode(node: WireNode): Node {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.map((item: WireNode) => decode(item));
  const record = node as { readonly [key: string]: WireNode };
  const template = record[TEMPLATE];
  if (typeof template === "string")
    return (...args: string[]) => template.replace(PLACEHOLDER, (_, i: string) => args[Number(i)]!);
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, decode(value)]));
}

/** Build time (the root loader): the catalogue in a form route data can carry. */
export function toWire(messages: Messages): WireMessages {
  return encode(messages as unknown as Node, "") as unknown as WireMessages;
}

const decoded = new WeakMap<WireMessages, Messages>();

/** The catalogue again, with its functions; one object per page's data, so it stays stable. */
export function fromWire(wire: WireMessages): Messages {
  let messages = decoded.get(wire);
  if (!messages) {
    messages = decode(wire as unknown as WireNode) as unknown as Messages;
    decoded.set(wire, messages);
  }
  return messages;
}
