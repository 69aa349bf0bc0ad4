import { Mail, MapPin, MessageCircle, Phone, Navigation, type LucideIcon } from 'lucide-react';
import type { ContactField } from './profile-text';

/** One icon per contact field (lucide, drawn as inline SVG so the export keeps it). */
export const CONTACT_ICONS: Record<ContactField, LucideIcon> = {
  email: Mail,
  phone: Phone,
  wechat: MessageCircle,
  address: MapPin,
  location: Navigation,
};
