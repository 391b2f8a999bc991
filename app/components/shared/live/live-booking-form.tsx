// 预约直播 / 取消预约 on a live's page before it starts (docs/decisions/0023-notifications.md): a post form to the
// page's own action (post/redirect/get with a toast), so it works without JavaScript; a guest gets a link to log in.
import { Form, Link } from "@remix-run/react";
import type { LiveBookingState } from "~/modules/notifications/notification-pages.server";
import { notificationMessages as m } from "~/modules/notifications/notification-messages";
import "./live-booking.css";

export function LiveBookingForm({ booking, liveTitle }: { booking: LiveBookingState; liveTitle: string }) {
  if (booking.loginHref) {
    return (
      <p className="live-booking">
        <Link to={booking.loginHref} preventScrollReset className="live-booking-button">
          {m.bookLogin}
        </Link>
        <span className="live-booking-note">{m.bookHint}</span>
      </p>
    );
  }
  return (
    <Form method="post" className="live-booking" preventScrollReset>
      <input type="hidden" name="intent" value={booking.booked ? "unbook" : "book"} />
      <button
        type="submit"
        className={booking.booked ? "live-booking-button live-booking-button--plain" : "live-booking-button"}
        aria-label={`${booking.booked ? m.unbookButton : m.bookButton}：${liveTitle}`}
      >
        {booking.booked ? m.unbookButton : m.bookButton}
      </button>
      <span className="live-booking-note">{booking.booked ? m.bookedNote : m.bookHint}</span>
    </Form>
  );
}
