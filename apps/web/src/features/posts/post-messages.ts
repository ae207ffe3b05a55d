/**
 * Korean texts of posts, comments, likes and the lightbox. Wording the server also sends (spec §8
 * post and comment messages) comes from the contract's POST_MSG; this module holds what only the
 * browser says.
 */
export { POST_MSG } from '@dongne/contract';

export const POST_TEXT = {
  // composer and edit form
  composerTitle: '새 게시글',
  contentLabel: '내용',
  contentPlaceholder: '모임 멤버들과 나누고 싶은 이야기를 적어주세요.',
  contentCount: (length: number, max: number) => `${length.toLocaleString('ko-KR')}/${max.toLocaleString('ko-KR')}`,
  imagesLabel: '사진',
  addImages: '사진 추가',
  imageCount: (count: number, max: number) => `${count}/${max}`,
  imageRules: 'JPG, PNG, GIF, WebP · 한 장에 5MB까지',
  removeImage: (position: number) => `이미지 ${position} 삭제`,
  thumbnailAlt: (position: number) => `첨부한 이미지 ${position}`,
  uploadingLabel: '사진 업로드 진행률',
  uploading: (percent: number) => `사진 올리는 중 ${percent}%`,
  submitCreate: '등록',
  submitEdit: '수정 완료',
  cancel: '취소',
  createFailed: '게시글 등록에 실패했습니다.',
  updateFailed: '게시글 수정에 실패했습니다.',
  editTitle: '게시글 수정',
  editSubtitle: '내용과 사진을 고친 뒤 수정 완료를 눌러주세요.',

  // list and card
  listLabel: '게시글 목록',
  emptyTitle: '아직 게시글이 없어요',
  emptyBody: '첫 글을 남겨 모임 멤버들과 이야기를 시작해보세요.',
  loadFailed: '게시글을 불러오지 못했습니다.',
  loadingMore: '게시글을 더 불러오는 중',
  retryMore: '더 불러오기',
  endOfList: '모든 게시글을 다 봤어요',
  retry: '다시 시도',
  readMore: '더보기',
  edited: '(수정됨)',
  authorBadge: '작성자',

  // images and lightbox
  imageAlt: (position: number, total: number) => `게시글 이미지 ${position}/${total}`,
  moreImages: (count: number) => `+${count}`,
  moreImagesLabel: (count: number) => `외 ${count}장 더 보기`,
  imageBroken: '이미지를 불러올 수 없어요',
  lightboxLabel: '이미지 크게 보기',
  lightboxCounter: (position: number, total: number) => `${position} / ${total}`,
  previousImage: '이전 이미지',
  nextImage: '다음 이미지',
  closeLightbox: '닫기',

  // actions
  likeCount: (count: number) => `좋아요 ${count.toLocaleString('ko-KR')}`,
  commentCount: (count: number) => `댓글 ${count.toLocaleString('ko-KR')}`,
  share: '공유',
  shareLabel: ' (링크 복사)',
  linkCopied: '링크가 복사되었습니다',
  copyFailed: '링크를 복사하지 못했습니다. 주소창의 링크를 직접 복사해주세요.',
  menuLabel: '게시글 메뉴',
  edit: '수정',
  delete: '삭제',
  deleteTitle: '게시글을 삭제할까요?',
  deleteBody: '삭제한 게시글은 되돌릴 수 없어요. 댓글과 좋아요도 함께 사라져요.',
  deleteAction: '삭제하기',
  deleteFailed: '게시글 삭제에 실패했습니다.',
  likeFailed: '좋아요를 처리하지 못했습니다.',

  // detail
  detailTitle: '게시글',
  notFoundBody: '삭제되었거나 주소가 잘못된 게시글이에요.',
  goHome: '홈으로 가기',

  // comments
  commentsTitle: '댓글',
  commentsEmpty: '아직 댓글이 없어요. 첫 댓글을 남겨보세요.',
  commentsLoadFailed: '댓글을 불러오지 못했습니다.',
  moreComments: '댓글 더보기',
  commentLabel: '댓글 쓰기',
  commentPlaceholder: '따뜻한 댓글을 남겨주세요.',
  replyLabel: (nickname: string) => `${nickname}님에게 답글 쓰기`,
  replyPlaceholder: (nickname: string) => `${nickname}님에게 답글 남기기`,
  submitComment: '등록',
  reply: '답글',
  replyTo: (nickname: string) => `${nickname}님에게 답글`,
  editCommentOf: (nickname: string) => `${nickname}님의 댓글 수정`,
  deleteCommentOf: (nickname: string) => `${nickname}님의 댓글 삭제`,
  replies: (count: number) => `답글 ${count}개`,
  editComment: '수정',
  deleteComment: '삭제',
  saveComment: '저장',
  editCommentLabel: '댓글 수정',
  commentFailed: '댓글 등록에 실패했습니다.',
  commentUpdateFailed: '댓글 수정에 실패했습니다.',
  commentDeleteFailed: '댓글 삭제에 실패했습니다.',
  deleteCommentTitle: '댓글을 삭제할까요?',
  deleteCommentBody: '삭제한 댓글은 되돌릴 수 없어요.',
  loginToComment: '로그인하고 댓글을 남겨보세요.',
  loginAction: '로그인',
} as const;
