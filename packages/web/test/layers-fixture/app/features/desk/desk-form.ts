// Wrong on purpose (scripts/layers.test.ts): two modules of a feature that import each other.
import { deskThread } from "./desk-thread.ts";

export const deskForm = () => deskThread();
