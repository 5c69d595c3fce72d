import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)] sm:p-6",
        className,
      )}
      {...props}
    />
  );
}

export function CardIcon({
  children,
  tone = "brand",
}: {
  children: React.ReactNode;
  tone?: "brand" | "sun";
}) {
  return (
    <span
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-xl [&_svg]:size-6",
        tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-sun-100 text-sun-700",
      )}
    >
      {children}
    </span>
  );
}
