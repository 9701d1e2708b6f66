import { ChatScreen } from '../../features/chat/components/chat-screen';
import { useSignedInUser } from '../layouts/signed-in-user';

/** /communication/chat: staff and families (each sees only their own threads; the server decides). */
export function ChatRoute() {
  const user = useSignedInUser();
  if (user.kind === 'staff') {
    return <ChatScreen myUserId={user.staff._id.$oid} isStaff isAdmin={user.staff.school_details.admin} />;
  }
  return <ChatScreen myUserId={user.parent._id.$oid} isStaff={false} isAdmin={false} />;
}
