// Right: a route imports downward.
import { sendButton } from "../ui/send-button.ts";

export type Page = { button: typeof sendButton };
