// Wrong on purpose (scripts/layers.test.ts): a primitive that imports a feature.
import { deskForm } from "../features/desk/desk-form.ts";

export const sendButton = () => deskForm();
