/**
 * The icons that content data may name. Content is JSON (it crosses from the
 * build-time loader to the browser), so it names an icon and this registry maps
 * the name to a lucide component. Only icons listed here reach the bundle.
 */
import {
  Activity,
  Apple,
  BedDouble,
  BookOpen,
  Brain,
  CalendarCheck,
  ClipboardList,
  Clock,
  Compass,
  FileText,
  GraduationCap,
  HandHeart,
  Headphones,
  HeartHandshake,
  HeartPulse,
  Hospital,
  Lightbulb,
  type LucideIcon,
  MessageCircle,
  Phone,
  School,
  ShieldCheck,
  Smartphone,
  Sparkles,
  Stethoscope,
  Target,
  Timer,
  UserRound,
  Users,
  Video,
} from "lucide-react";

export const icons = {
  activity: Activity,
  apple: Apple,
  bed: BedDouble,
  "book-open": BookOpen,
  brain: Brain,
  "calendar-check": CalendarCheck,
  "clipboard-list": ClipboardList,
  clock: Clock,
  compass: Compass,
  "file-text": FileText,
  "graduation-cap": GraduationCap,
  "hand-heart": HandHeart,
  headphones: Headphones,
  "heart-handshake": HeartHandshake,
  "heart-pulse": HeartPulse,
  hospital: Hospital,
  lightbulb: Lightbulb,
  "message-circle": MessageCircle,
  phone: Phone,
  school: School,
  "shield-check": ShieldCheck,
  smartphone: Smartphone,
  sparkles: Sparkles,
  stethoscope: Stethoscope,
  target: Target,
  timer: Timer,
  "user-round": UserRound,
  users: Users,
  video: Video,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof icons;

/** A decorative icon by name (hidden from assistive technology). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
