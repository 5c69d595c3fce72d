import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-not-allowed aria-disabled:opacity-70 [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-deep",
        secondary: "border-2 border-brand-600 bg-surface text-brand-700 hover:bg-brand-50",
        ghost: "text-ink hover:bg-sunken",
        urgent: "bg-urgent text-white hover:bg-[#912018]",
        link: "rounded-sm px-0 text-brand-700 underline underline-offset-4 hover:text-brand-800",
      },
      size: {
        md: "min-h-11 px-5 py-2 text-base",
        sm: "min-h-10 px-4 py-1.5 text-base",
        /** Tight header spaces on small phones. */
        compact: "min-h-10 px-3 py-1.5 text-base whitespace-nowrap sm:px-4",
        icon: "size-11 p-0",
      },
    },
    compoundVariants: [{ variant: "link", className: "min-h-0 px-0 py-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

/** A button; for a link that looks like one, put `buttonVariants()` on the link. */
export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, type = "button", ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
