// The unread count of 消息 as a small number (99+ beyond 99) beside the avatar and on the mobile 我的 tab. It is
// hidden from assistive technology: the link or menu it sits in says "消息，3 条未读" in its name.
import "./unread-badge.css";

export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="unread-badge" aria-hidden="true">
      {count > 99 ? "99+" : count}
    </span>
  );
}
