import { deskForm } from "./desk-form.ts";

export const deskThread = (): unknown => deskForm;
